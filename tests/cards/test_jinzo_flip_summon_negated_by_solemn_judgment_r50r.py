"""Jinzo ("Trap Cards cannot be activated") applies only once it is face-up on the field as a
summoned monster: while its Flip Summon is being made, the summon may be answered by a card
that negates a Summon, a Trap included (seed 000 §怪獸的表示形式的變更 / §通常召喚: a Summon being
made may be answered by "召喚無效" cards; engine/turn.py `_summon_negated_now`: a monster being
summoned applies nothing until then). Solemn Judgment negates the Flip Summon; Jinzo is destroyed
(tests/cards/test_monarchs_breaker_jinzo.py has the Tribute Summon of Jinzo; this is the Flip
Summon)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_solemn_judgment_negates_the_flip_summon_of_jinzo():
    """Q: I Flip Summon my Set Jinzo; may my opponent activate Solemn Judgment? A: yes: Jinzo's
    effect does not apply yet; the Flip Summon is negated and Jinzo destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Jinzo", position="set")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Jinzo")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == []
    assert grave(duel, 0) == ["Jinzo"] and grave(duel, 1) == ["Solemn Judgment"]
    assert duel.players[1].lp == 4000
