"""Statistics over measured tables: bootstrap intervals, paired changes, replicates, Pareto fronts."""
