"""What every job runs: errors, atomic outputs, the results schema, a job's start (its GPU, lifeline, log)."""
