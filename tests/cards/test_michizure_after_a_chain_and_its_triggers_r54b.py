"""Michizure (37580756) after a chain whose last link destroyed the monster, when that monster's
own trigger is pending too (round 54b; round 53n made the answer after a chain).

Michizure: a Normal Trap activated when a monster its player controls is destroyed and sent to
the GY; it destroys 1 monster on the field; a "when" (時) that misses its timing once something
else happened after its happening (seed 000 §誘發效果; yugioh-wiki.net 「タイミングを逃す」 and
《道連れ》). Seed 000 §回合玩家的優先權: after a chain the turn player, then the opponent, may act.

- An OPTIONAL trigger of the destroyed monster (Archfiend of Gilfer: when sent to the GY, it may
  equip itself to a monster) offered and DECLINED: declining an activation is no happening, so
  the destruction is still the last thing that happened: Michizure may be activated then, as a
  Summon's answer already may (chain.py `_window_loop`, "a declined optional one"). The engine
  skipped it: fixed (the same branch now asks `_answerable_after_chain`).
- A trigger that IS activated (Sangan's mandatory search; Gilfer's accepted equip): the
  triggers' chain is built at that timing, so Michizure may be chained to it (as Bottomless
  Trap Hole may be chained to a summoned monster's trigger); once that chain has resolved, its
  resolution is the last thing that happened: Michizure is no longer offered. The engine offered
  it at neither moment: fixed by the same change.
Both presets (the same rule in the 2005 rules and today's)."""

import pytest

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table

RULES = ["MR5", "GOAT"]


def _fissure_on(rules, monster):
    """Turn 4, player 1's Main Phase 1: player 1 controls Blue-Eyes White Dragon and activates
    Fissure; player 0 controls `monster` (their only monster) and has Michizure Set. Nobody
    chains to Fissure: it destroys `monster`."""
    table = Table(turn=4, turn_player=1, rules=rules)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, monster)
    table.hand(1, "Fissure")
    table.spell_trap(0, "Michizure")
    table.deck(0, ["Kozaky"] * 4)
    table.deck(1, ["Kozaky"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    while duel.request.kind == "chain" and not s.has("activate", "Michizure"):
        s.pick("pass")
    return duel, s


def _set_traps(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


@pytest.mark.parametrize("rules", RULES)
def test_michizure_answers_the_destruction_after_a_declined_optional_trigger(rules):
    """Q: my opponent's Fissure destroys my Archfiend of Gilfer; I decline Gilfer's equip. May I
    still activate Michizure? A: yes: declining is not something that happened; I activate it
    and destroy their Blue-Eyes White Dragon."""
    duel, s = _fissure_on(rules, "Archfiend of Gilfer")
    assert grave(duel, 0) == ["Archfiend of Gilfer"]
    s.pick("no", "Archfiend of Gilfer", request="yes_no", player=0)
    s.pick("activate", "Michizure", request="chain", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 1) == []
    assert grave(duel, 1) == ["Fissure", "Blue-Eyes White Dragon"]
    assert sorted(grave(duel, 0)) == ["Archfiend of Gilfer", "Michizure"]
    s.expect(request="idle", player=1)


@pytest.mark.parametrize("rules", RULES)
def test_michizure_may_be_chained_to_a_mandatory_trigger_of_the_destruction(rules):
    """Q: my opponent's Fissure destroys my Sangan; Sangan's search starts a chain. May I chain
    Michizure to it? A: yes (the same timing): it resolves first and destroys their Blue-Eyes
    White Dragon, then Sangan's search."""
    duel, s = _fissure_on(rules, "Sangan")
    s.pick("activate", "Michizure", request="chain", player=0)
    s.pick("target", "Blue-Eyes White Dragon", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Kozaky", player=0, first=True)
    links = [(e["link"], e["name"]) for e in duel.log if e["type"] == "chain"]
    assert links[-2:] == [(1, "Sangan"), (2, "Michizure")]
    assert field_monsters(duel, 1) == []
    assert hand(duel, 0) == ["Kozaky"]


@pytest.mark.parametrize("rules", RULES)
def test_after_the_mandatory_triggers_chain_resolved_michizure_has_missed_its_timing(rules):
    """Q: the same, but I let Sangan's search resolve without chaining. May I activate Michizure
    now? A: no: the search is the last thing that happened; my opponent's Main Phase goes on
    with Michizure still Set."""
    duel, s = _fissure_on(rules, "Sangan")
    s.pick("pass", request="chain", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Kozaky", player=0, first=True)
    s.expect(request="idle", player=1)
    assert _set_traps(duel, 0) == ["Michizure"]
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]


@pytest.mark.parametrize("rules", RULES)
def test_after_an_accepted_optional_triggers_chain_resolved_michizure_has_missed_its_timing(rules):
    """Q: my opponent's Fissure destroys my Archfiend of Gilfer and I equip it to their Blue-Eyes
    White Dragon (no chaining). May I activate Michizure after that? A: no: the equip is the last
    thing that happened; my opponent's Main Phase goes on with Michizure still Set and Blue-Eyes
    at 2500 ATK."""
    duel, s = _fissure_on(rules, "Archfiend of Gilfer")
    s.pick("yes", "Archfiend of Gilfer", request="yes_no", player=0)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])       # the equip's target: Blue-Eyes White Dragon
    s.expect(request="idle", player=1)
    assert _set_traps(duel, 0) == ["Michizure", "Archfiend of Gilfer"]     # Gilfer: my Equip Card
    assert field_monsters(duel, 1) == ["Blue-Eyes White Dragon"]
    blue_eyes = [c for c in duel.players[1].mzone if c is not None][0]
    assert duel.atk(blue_eyes) == 2500
