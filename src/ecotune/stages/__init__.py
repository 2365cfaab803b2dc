"""The workflow's stages, one module each: what a rule does, as one call.

Each rule's script (scripts/) turns Snakemake's inputs, params and outputs into one call
of its stage; the stage reads the task, runs the library and writes the rule's outputs,
so the library, not the scripts, owns every stage's life cycle (a search's resume,
publish and clean-up among them). Stages import nothing of each other: each stage's code
hash (ecotune.STAGE_CODE) then covers its own module only, and editing one reruns no other.
"""
