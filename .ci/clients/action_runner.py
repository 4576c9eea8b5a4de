#!/usr/bin/env python3
"""Runs a composite action's steps (action.yml) as a GitHub runner does, for workflows.sh:

- a step runs when its `if:` is true (an `if:` without a status function is `success() && ...`,
  and `success()` is false once a step failed), `${{ }}` expressions are filled in `env`, `with`,
  `working-directory` and `run`;
- a `shell: bash` step is its script in a file, run as `bash --noprofile --norc -eo pipefail FILE`
  in GITHUB_WORKSPACE (or its working-directory), with the runner's variables (RUNNER_OS,
  RUNNER_TEMP, RUNNER_TOOL_CACHE, GITHUB_*) and fresh GITHUB_OUTPUT, GITHUB_ENV, GITHUB_PATH and
  GITHUB_STEP_SUMMARY files, read back after it (outputs, environment and PATH for later steps,
  the job summary);
- a `uses:` step runs a stand-in: actions/upload-artifact copies its file into ARTIFACTS/NAME and
  sets artifact-id and artifact-url; github/codeql-action/upload-sarif checks that its file is a
  SARIF log and records it. Any other action fails the step;
- `continue-on-error: true` keeps a failed step from failing the job.

    action_runner.py ACTION.yml RESULT.json [--with NAME=VALUE]... [--context NAME=VALUE]...

--context sets the github context (github.event_name=push, ...) and runner.os. The environment
(RUNNER_TEMP, RUNNER_TOOL_CACHE, GITHUB_WORKSPACE, ARTIFACTS, PATH, ...) is the caller's. Writes
RESULT.json: each step's name, id, whether it ran, its outcome and outputs, the action's outputs,
the job's status, the job summary, the artifacts and the SARIF uploads."""
import json, os, re, shutil, subprocess, sys, uuid

import yaml


def tokens(expression):
    pattern = r"\s*(?:(?P<string>'(?:[^']|'')*')|(?P<number>\d+(?:\.\d+)?)|(?P<op>==|!=|&&|\|\||!|\(|\)|,)|(?P<name>[A-Za-z_][A-Za-z0-9_.\-]*))"
    position, found = 0, []
    expression = expression.strip()
    while position < len(expression):
        match = re.compile(pattern).match(expression, position)
        if not match or match.end() == position:
            raise SyntaxError(f"cannot read {expression[position:]!r}")
        kind = match.lastgroup
        found.append((kind, match.group(kind)))
        position = match.end()
    return found


class Expression:
    """GitHub's expression language, as far as action.yml uses it: contexts, strings, ==, !=, !,
    && and || (which yield an operand, as in JavaScript), parentheses and the status functions."""

    def __init__(self, contexts, status):
        self.contexts, self.status = contexts, status

    def evaluate(self, text):
        self.tokens, self.index = tokens(text), 0
        value = self.disjunction()
        if self.index != len(self.tokens):
            raise SyntaxError(f"unexpected {self.tokens[self.index][1]!r} in {text!r}")
        return value

    def peek(self):
        return self.tokens[self.index][1] if self.index < len(self.tokens) else None

    def take(self):
        self.index += 1
        return self.tokens[self.index - 1]

    def disjunction(self):
        value = self.conjunction()
        while self.peek() == "||":
            self.take()
            other = self.conjunction()
            value = value if truthy(value) else other
        return value

    def conjunction(self):
        value = self.comparison()
        while self.peek() == "&&":
            self.take()
            other = self.comparison()
            value = other if truthy(value) else value
        return value

    def comparison(self):
        value = self.unary()
        while self.peek() in ("==", "!="):
            op = self.take()[1]
            other = self.unary()
            equal = loose(value) == loose(other)
            value = equal if op == "==" else not equal
        return value

    def unary(self):
        if self.peek() == "!":
            self.take()
            return not truthy(self.unary())
        kind, text = self.take()
        if text == "(":
            value = self.disjunction()
            assert self.take()[1] == ")"
            return value
        if kind == "string":
            return text[1:-1].replace("''", "'")
        if kind == "number":
            return float(text)
        if self.peek() == "(":
            self.take()
            assert self.take()[1] == ")", f"{text}() takes no arguments here"
            return {"always": True, "success": self.status == "success", "failure": self.status == "failure",
                    "cancelled": False}[text]
        if text in ("true", "false", "null"):
            return {"true": True, "false": False, "null": None}[text]
        value = self.contexts
        for part in text.split("."):
            value = value.get(part) if isinstance(value, dict) else None
        return "" if value is None and text.split(".")[0] in ("steps", "inputs") else value


def truthy(value):
    return value not in (None, False, "", 0, 0.0)


def loose(value):
    return value.lower() if isinstance(value, str) else ("" if value is None else value)


def text_of(value):
    if value is None:
        return ""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def fill(text, expression):
    return re.sub(r"\$\{\{(.*?)\}\}", lambda m: text_of(expression.evaluate(m.group(1))), str(text))


def condition(text):
    text = str(text).strip()
    if text.startswith("${{") and text.endswith("}}"):
        text = text[3:-2]
    if not re.search(r"\b(always|success|failure|cancelled)\(", text):
        text = f"success() && ({text})"
    return text


def read_outputs(path):
    outputs, lines = {}, open(path).read().split("\n")
    index = 0
    while index < len(lines):
        line = lines[index]
        index += 1
        if "<<" in line and ("=" not in line or line.index("<<") < line.index("=")):
            name, delimiter = line.split("<<", 1)
            value = []
            while lines[index] != delimiter:
                value.append(lines[index])
                index += 1
            index += 1
            outputs[name] = "\n".join(value)
        elif "=" in line:
            name, value = line.split("=", 1)
            outputs[name] = value
    return outputs


def upload_artifact(inputs, result):
    name, path = inputs.get("name") or "artifact", inputs.get("path", "")
    if name in result["artifacts"]:
        raise RuntimeError(f"an artifact named {name} exists in this run (upload-artifact@v4 refuses it)")
    if not path or not os.path.exists(path):
        raise RuntimeError(f"no file at {path!r}")
    folder = os.path.join(os.environ["ARTIFACTS"], name)
    os.makedirs(folder)
    shutil.copy(path, folder)
    number = len(result["artifacts"]) + 1
    result["artifacts"][name] = os.path.join(folder, os.path.basename(path))
    server, repository, run = (os.environ.get(k, "") for k in ("GITHUB_SERVER_URL", "GITHUB_REPOSITORY", "GITHUB_RUN_ID"))
    return {"artifact-id": str(number), "artifact-url": f"{server}/{repository}/actions/runs/{run}/artifacts/{number}"}


def upload_sarif(inputs, result):
    path = inputs.get("sarif_file", "")
    log = json.load(open(path))
    if log.get("version") != "2.1.0" or not isinstance(log.get("runs"), list):
        raise RuntimeError(f"{path} is not a SARIF 2.1.0 log")
    result["sarif_uploads"].append({"file": path, "category": inputs.get("category", ""), "results": sum(len(r.get("results", [])) for r in log["runs"])})
    return {"sarif-id": str(len(result["sarif_uploads"]))}


STAND_INS = {"actions/upload-artifact": upload_artifact, "github/codeql-action/upload-sarif": upload_sarif}


def main(action_path, result_path, *options):
    action = yaml.safe_load(open(action_path))
    contexts = {"github": {"action_path": os.path.dirname(os.path.abspath(action_path)), "job": os.environ.get("GITHUB_JOB", "")},
                "runner": {"os": os.environ.get("RUNNER_OS", "Linux"), "temp": os.environ["RUNNER_TEMP"]},
                "strategy": {}, "env": {}, "steps": {}, "inputs": {}}
    given = {}
    for flag, value in zip(options[::2], options[1::2]):
        name, _, text = value.partition("=")
        if flag == "--with":
            given[name] = text
        else:  # --context github.event.pull_request.head.repo.full_name=VALUE
            place, path = contexts, name.split(".")
            for part in path[:-1]:
                place = place.setdefault(part, {})
            place[path[-1]] = text
    steps, runner = contexts["steps"], contexts["runner"]
    result = {"steps": [], "artifacts": {}, "sarif_uploads": [], "summary": ""}
    status = "success"
    expression = Expression(contexts, status)
    for name, spec in (action.get("inputs") or {}).items():
        contexts["inputs"][name] = given.get(name, fill(spec.get("default", ""), expression))
    unknown = set(given) - set(contexts["inputs"])
    if unknown:
        sys.exit(f"action_runner: the action has no input {sorted(unknown)}")
    environment, paths = dict(os.environ), []
    for index, step in enumerate(action["runs"]["steps"]):
        expression = Expression(contexts, status)
        record = {"name": step.get("name", ""), "id": step.get("id", f"__{index}"), "if": str(step.get("if", "")), "ran": False}
        result["steps"].append(record)
        if not truthy(expression.evaluate(condition(step.get("if", "success()")))):
            record["outcome"] = "skipped"
            steps[record["id"]] = {"outcome": "skipped", "conclusion": "skipped", "outputs": {}}
            continue
        record["ran"] = True
        outputs, failed = {}, False
        if "run" in step:
            assert step.get("shell") == "bash", f"step {record['name']}: shell {step.get('shell')!r}"
            files = {n: os.path.join(runner["temp"], f"_runner_{n.lower()}_{uuid.uuid4().hex}") for n in
                     ("GITHUB_OUTPUT", "GITHUB_ENV", "GITHUB_PATH", "GITHUB_STEP_SUMMARY", "GITHUB_STATE")}
            for path in files.values():
                open(path, "w").close()
            script = os.path.join(runner["temp"], f"{uuid.uuid4().hex}.sh")
            with open(script, "w") as out:
                out.write(fill(step["run"], expression))
            env = {**environment, **{k: fill(v, expression) for k, v in (step.get("env") or {}).items()}, **files}
            env["PATH"] = os.pathsep.join(paths[::-1] + [environment["PATH"]])
            folder = os.path.join(os.environ["GITHUB_WORKSPACE"], fill(step.get("working-directory", "."), expression))
            completed = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", script], cwd=folder, env=env)
            record["exit"] = completed.returncode
            failed = completed.returncode != 0
            outputs = read_outputs(files["GITHUB_OUTPUT"])
            environment.update(read_outputs(files["GITHUB_ENV"]))
            paths += [line for line in open(files["GITHUB_PATH"]).read().split("\n") if line]
            result["summary"] += open(files["GITHUB_STEP_SUMMARY"]).read()
            for path in files.values():
                os.remove(path)
        else:
            uses = step["uses"].split("@")[0]
            inputs = {k: fill(v, expression) for k, v in (step.get("with") or {}).items()}
            record["with"] = inputs
            try:
                outputs = STAND_INS[uses](inputs, result)
            except Exception as error:  # a failed upload is the step's failure, as on a runner
                print(f"{record['name']}: {error}", file=sys.stderr)
                failed = True
        outcome = "failure" if failed else "success"
        conclusion = "success" if failed and step.get("continue-on-error") else outcome
        record.update(outcome=outcome, outputs=outputs)
        steps[record["id"]] = {"outcome": outcome, "conclusion": conclusion, "outputs": outputs}
        if conclusion == "failure":
            status = "failure"
    expression = Expression(contexts, status)
    result["outputs"] = {name: fill(spec.get("value", ""), expression) for name, spec in (action.get("outputs") or {}).items()}
    result["job"] = status
    json.dump(result, open(result_path, "w"), indent=2)


if __name__ == "__main__":
    if len(sys.argv) < 3:
        sys.exit(__doc__.split("\n\n")[-2])
    main(*sys.argv[1:])
