"""The evaluation harness's stage names, apart from graph.evaluation so that building the CLI parser
(every governance command) does not import the chain (LangGraph, openai: seconds of start-up)."""

STAGES = ("review", "dedup", "merge", "extract")

__all__ = ["STAGES"]
