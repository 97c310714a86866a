"""Lava Golem, Special Summoned by its own procedure onto the opponent's field, then destroyed.

Lava Golem cannot be Normal Summoned; its procedure Special Summons it from its owner's hand to
the opponent's field by Tributing two of the opponent's monsters. That is its proper summon (seed
000 §具有蘇生限制的怪獸的特殊召喚: a monster with a revive limit Special Summoned by the method
its text gives may later be Special Summoned by other cards' effects). Destroyed, it goes to its
OWNER's GY (seed 000 §墓地: a card goes to its owner's GY), where its owner's Monster Reborn may
target it and summon it to the owner's own field."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_lava_golem_destroyed_on_the_opponents_field_may_be_revived_by_its_owner():
    """Q: I gave my opponent Lava Golem (Tributing their Battle Ox and Celtic Guardian), then
    destroyed it with Fissure. May my Monster Reborn bring it back, to my field? A: yes: it is
    in my GY and was properly summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Lava Golem", "Fissure", "Monster Reborn")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    assert field_monsters(duel, 1) == ["Lava Golem"]
    s.pick("activate", "Fissure")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 0) == ["Lava Golem", "Fissure"]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Celtic Guardian"]
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Lava Golem")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("option", "Attack Position", request="option")
    assert field_monsters(duel, 0) == ["Lava Golem"] and field_monsters(duel, 1) == []


def test_lava_golem_whose_summon_was_negated_cannot_be_revived():
    """Q: my opponent negated Lava Golem's summon with Solemn Judgment; it is in my GY. May my
    Monster Reborn take it? A: no: its proper summon never happened (seed 000
    §具有蘇生限制的怪獸的特殊召喚); only the Tributed monsters in my opponent's GY are offered."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Lava Golem", "Monster Reborn")
    table.monster(1, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Celtic Guardian"] * 5)
    table.deck(1, ["Celtic Guardian"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", "Lava Golem")
    while duel.request.kind not in ("chain", "idle"):
        s.answer(duel.request.options[0])
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert grave(duel, 0) == ["Lava Golem"]
    s.pick("activate", "Monster Reborn")
    assert sorted(o.name for o in s.expect(request="target").options) == ["Battle Ox", "Celtic Guardian"]
