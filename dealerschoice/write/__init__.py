"""Writing the site: the output folder (`folder`: a new site swapped in whole, the previous one
reused as the next build's working folder) and the build's pages written into it (`pages`)."""
