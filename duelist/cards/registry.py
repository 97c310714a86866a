"""Which cards the engine can play, and their behaviour modules.

A Normal Monster needs no script: the rules alone play it. Any other card needs a
behaviour module in `duelist/cards/scripts/`, one per card, named `c<passcode>_<name>.py`
(DESIGN §5). A module defines `DESCRIPTION` (our own words, never the official text)
and `EFFECTS` (a list of `duelist.engine.effects.Effect`); optional module constants:
`SUMMON_CONDITION` ("never": cannot be Special Summoned; "proc_only": only by its own
procedure) and `CANNOT_NORMAL_SUMMON`.
"""

import importlib
import os

_SCRIPT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")
_index = None        # passcode -> module name
_scripts = {}        # passcode -> CardScript (built once, shared by every duel)


def script_index():
    """passcode -> module name of every card script (read from the scripts folder)."""
    global _index
    if _index is None:
        index = {}
        for name in sorted(os.listdir(_SCRIPT_DIR)):
            if name.startswith("c") and name.endswith(".py") and "_" in name:
                code = name[1:name.index("_")]
                if code.isdigit():
                    index[int(code)] = name[:-3]
        _index = index
    return _index


def _module_for(card):
    index = script_index()
    name = index.get(card.code) or index.get(card.alias)
    if name is None:
        return None
    return importlib.import_module("duelist.cards.scripts." + name)


def get_script(card):
    """The card's CardScript, or None for cards without one (Normal Monsters)."""
    code = card.code
    if code in _scripts:
        return _scripts[code]
    module = _module_for(card)
    script = None
    if module is not None:
        from duelist.engine.effects import CardScript
        script = CardScript(card, module)
    _scripts[code] = script
    return script


def has_script(card):
    index = script_index()
    return card.code in index or bool(card.alias and card.alias in index)


def is_implemented(card):
    """True when the engine can play this card faithfully."""
    if has_script(card):
        return True
    if card.card_type == "Monster" and not card.is_pendulum and not card.is_token and "Effect" not in card.kinds \
            and card.kinds and all(k in ("Fusion", "Ritual") for k in card.kinds):
        return True     # a Fusion or Ritual Monster without an effect: its summon is the rules' (engine/extra.py)
    if card.card_type == "Monster" and card.kinds == ("Synchro",):
        from duelist.engine.extra import synchro_spec
        return synchro_spec(card) is not None    # a Synchro Monster without an effect: plain materials
    return (card.card_type == "Monster" and "Normal" in card.kinds
            and not card.is_pendulum and not card.is_extra_deck and not card.is_token)


def support_status(card):
    """A short phrase for tools: why a card is or is not playable."""
    if has_script(card):
        return "implemented (card script)"
    if is_implemented(card):
        return "implemented (Normal Monster, no script needed)"
    return "not implemented yet (its effect has no script)"


def describe_card(card):
    """Our own one-line description of an implemented card (never the official text)."""
    if has_script(card):
        return getattr(_module_for(card), "DESCRIPTION", None)
    if not is_implemented(card):
        return None
    return ("A Level %d %s %s Normal Monster with %s ATK and %s DEF and no effect: "
            "it only summons, battles and Tributes." % (
                card.level or 0, card.attribute, card.race,
                "?" if card.atk is None else card.atk, "?" if card.defense is None else card.defense))
