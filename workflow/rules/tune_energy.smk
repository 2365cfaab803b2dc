# The energy-aware search (the paper's method) and its NVML-only ablation: one definition,
# two rules, so both get tune_latency's budget, rounds and seed. Only the energy search
# has an energy model, so only it declares energy_model.npz and model_eval.csv. With
# search.shared_first_round both replay the latency search's first round (common.smk).
# The final pick is a rule of its own (pick, below): latency_slack does not steer the
# search, so a new latency_slack reruns only the pick and what follows it.
rule tune_energy:
    input:
        unpack(shared_first_round),
        task="results/tasks/{task}.json",
    output:
        workload="results/tune/{search}/{task}/r{rep}/database_workload.json",
        records="results/tune/{search}/{task}/r{rep}/database_tuning_record.json",
        candidates="results/tune/{search}/{task}/r{rep}/candidates.csv",
        energy="results/tune/{search}/{task}/r{rep}/energy.csv",
        rounds="results/tune/{search}/{task}/r{rep}/rounds.csv",
        search="results/tune/{search}/{task}/r{rep}/search.json",
        model_eval="results/tune/{search}/{task}/r{rep}/model_eval.csv",
        model="results/tune/{search}/{task}/r{rep}/energy_model.npz",
    log:
        "logs/tune_{search}/{task}/r{rep}.log",
    benchmark:
        "benchmarks/tune_{search}/{task}/r{rep}.tsv"
    wildcard_constraints:
        search="energy",
    resources:
        gpu=1,
    params:
        **named(
            **SEARCH_PARAMS,
            M=config["energy_search"]["M"],
            mu=config["energy_search"]["mu"],
            k_min=config["energy_search"]["k_min"],
            search_slack=config["energy_search"]["search_slack"],
            search_window_s=config["energy_search"]["search_window_s"],
            energy_weight=config["energy_search"]["energy_weight"],
            cuda_graph=config["energy_search"]["cuda_graph"],
            meter=config["measure"]["meter"],
            warmup_s=config["measure"]["warmup_s"],
            idle_s=config["measure"]["idle_s"],
            code=CODE["tune_energy"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/tune_energy.py"


use rule tune_energy as tune_nvml_only with:
    output:
        workload="results/tune/{search}/{task}/r{rep}/database_workload.json",
        records="results/tune/{search}/{task}/r{rep}/database_tuning_record.json",
        candidates="results/tune/{search}/{task}/r{rep}/candidates.csv",
        energy="results/tune/{search}/{task}/r{rep}/energy.csv",
        rounds="results/tune/{search}/{task}/r{rep}/rounds.csv",
        search="results/tune/{search}/{task}/r{rep}/search.json",
    wildcard_constraints:
        search="nvml_only",


# Lowest measured energy within latency_slack of the fastest, from the finished search's
# (or re-rank's) tables. It compiles the pick for the target the search recorded (search.json), so it
# needs no GPU.
rule pick:
    input:
        task="results/tasks/{task}.json",
        workload="results/tune/{search}/{task}/r{rep}/database_workload.json",
        records="results/tune/{search}/{task}/r{rep}/database_tuning_record.json",
        candidates="results/tune/{search}/{task}/r{rep}/candidates.csv",
        energy="results/tune/{search}/{task}/r{rep}/energy.csv",
        rounds="results/tune/{search}/{task}/r{rep}/rounds.csv",
        search="results/tune/{search}/{task}/r{rep}/search.json",
    output:
        best="results/tune/{search}/{task}/r{rep}/best.json",
        source=f"results/tune/{{search}}/{{task}}/r{{rep}}/{SOURCE_FILE}",
        pick_workload="results/tune/{search}/{task}/r{rep}/pick/database_workload.json",
        pick_records="results/tune/{search}/{task}/r{rep}/pick/database_tuning_record.json",
        search_log="results/tune/{search}/{task}/r{rep}/search_log.csv",
    log:
        "logs/pick_{search}/{task}/r{rep}.log",
    wildcard_constraints:
        search="energy|nvml_only|rerank",
    params:
        **named(
            latency_slack=config["energy_search"]["latency_slack"],
            code=CODE["pick"],
        ),
    conda:
        "../../envs/ecotune.yaml"
    script:
        "../../scripts/pick.py"
