"""Getsu Fuhma (21887179): a judge's review (round 57w) of when its end-of-Damage-Step effect does
not happen.

Sources, in our words: the UDE rulings kept by edisonformat.net (card page "Getsu Fuhma", the same
rulings a Goat judge used): when Getsu Fuhma's ATK is enough to destroy the Fiend or Zombie by battle,
its effect does not activate (the monster is already destroyed by the battle, so nothing is left
for it to destroy: Vampire Lord is not revived); when Getsu Fuhma is destroyed by Dark Ruler Ha Des,
its effect does not activate (Ha Des negates the effects of monsters its Fiends destroy by battle)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table

FUHMA = "Getsu Fuhma"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind in ("chain", "yes_no"):
        kind = s.duel.request.kind
        s.pick("no" if kind == "yes_no" else "pass", player=s.duel.request.player)


def test_getsu_fuhma_destroying_a_zombie_by_battle_does_not_activate():
    """Q: Getsu Fuhma (1700) attacks my opponent's Pyramid Turtle (Zombie, 1200 ATK) in Attack
    Position. A: the Turtle is destroyed by the battle (they take 500); Getsu Fuhma's effect does
    not activate: only the Turtle's own trigger is offered (and declined here)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, FUHMA)
    table.monster(1, "Pyramid Turtle")
    table.deck(1, ["Armored Zombie"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", FUHMA, target="Pyramid Turtle")
    assert duel.request.kind == "yes_no" and duel.request.player == 1
    _pass(s)
    assert grave(duel, 1) == ["Pyramid Turtle"] and lp(duel) == (8000, 7500)
    assert [c.name for c in duel.monsters(0)] == [FUHMA]
    assert FUHMA not in [e["name"] for e in of_type(duel, "chain")]


def test_getsu_fuhma_destroyed_by_dark_ruler_ha_des_does_not_activate():
    """Q: my opponent's Dark Ruler Ha Des (Fiend, 2450) attacks my Getsu Fuhma. A: Getsu Fuhma is
    destroyed (I take 750) and, destroyed by battle with a Fiend of Ha Des's controller, its effect is
    negated: Ha Des stays on the field. (The engine plays Ha Des's negation as "the link from the GY
    resolves doing nothing", as for Sangan; the ruling's words are "not activated": the outcome is
    the same.)"""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(0, FUHMA)
    table.monster(1, "Dark Ruler Ha Des")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Dark Ruler Ha Des", target=FUHMA, player=1)
    _pass(s)
    assert grave(duel, 0) == [FUHMA] and grave(duel, 1) == []
    assert [c.name for c in duel.monsters(1)] == ["Dark Ruler Ha Des"]
    assert lp(duel) == (7250, 8000)
