"""Fiend Skull Dragon negates only a Trap that targets it (round 48c).

Fiend Skull Dragon's text: a Trap Card that targets this face-up card has its effect negated and
is destroyed. A Trap aimed at another card (Dust Tornado at a Set card) resolves in full beside
it."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_dust_tornado_aimed_past_fiend_skull_dragon_destroys_its_target():
    """Q: my opponent controls Fiend Skull Dragon and a Set Mirror Force. I activate Dust Tornado
    on Mirror Force. Is it negated? A: no: it does not target Fiend Skull Dragon; Mirror Force is
    destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, "Fiend Skull Dragon", summon_kind="fusion")
    mirror = table.spell_trap(0, "Mirror Force")
    table.spell_trap(1, "Dust Tornado")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1, request="idle")
    s.pick("target", mirror, player=1)
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "yes_no":
            s.pick("no")
        else:
            s.answer(duel.request.options[0])
    assert "Mirror Force" in grave(duel, 0)
    assert "Dust Tornado" in grave(duel, 1)
    assert [c.name for c in duel.monsters(0)] == ["Fiend Skull Dragon"]
