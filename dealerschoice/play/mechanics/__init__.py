"""The handlers of the steps the simulator plays, one module per mechanic (dealing and moving
cards, flips, betting, declarations, money, the showdown, the run's own flow). Every module
here is imported when the first hand is played (`handlers.load_mechanics`): a module adds
its handlers with `@handles(StepType)`, so a new mechanic is a new module, no list to edit."""
