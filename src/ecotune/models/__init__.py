"""Real models in, whole-model energy out.

    from ecotune.models.spec import ModelSpec              # a `models:` config entry
    from ecotune.models.load import load_model             # ONNX / PyTorch -> Relax
    from ecotune.models.extract import extract_model_tasks # one task per distinct fused subgraph
    from ecotune.models.tasks import write_task_files, read_subgraph_task   # results/tasks/
    from ecotune.models.compile import compile_model, check_model_output, model_kernel
    from ecotune.models.energy import measure_model_variants, weighted_task_sum

    spec = ModelSpec.from_dict({"name": "tiny", "onnx": "tiny.onnx", "inputs": {"x": [1, 3, 32, 32]}})
    tasks = extract_model_tasks(spec, target)
    write_task_files(tasks, "results/tasks")             # then tuned like catalog operators
    loaded = load_model(spec)
    compiled = compile_model(loaded, target, {task.name: search_dir, ...})
    check_model_output(compiled, loaded)
    rows, summary = measure_model_variants({"latency": model_kernel(compiled, spec.random_inputs())}, meter)

This file imports nothing on purpose: workloads.read_task reaches models/tasks.py through it,
and every stage's code hash covers what that import runs (ecotune.STAGE_CODE).
"""
