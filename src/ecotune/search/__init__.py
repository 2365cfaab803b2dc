"""Search: builder, runner, energy model, strategy, tune()."""
