"""Effect Veiler negates the effects of the one monster it targets, nothing else (seed 000
§永續效果; Effect Veiler: "negate the effects of that face-up monster until the end of this
turn"): with Jinzo boosted by Rush Recklessly (a lasting ATK change on Jinzo, no negation) and
Effect Veiler on Sangan, Jinzo still negates the Trap Cards on the field -- Call of the
Haunted's effect stays negated, and Jinzo's effects are not.

(chain.py / actions.py `_applying`: a negating card is passed by only under a lasting "its
effects are negated" on that card: tests/rules/test_effect_veiler_on_a_negating_monster_r27s.py
is Effect Veiler on Jinzo itself.)"""

from duelist.testing.scenario import Script, Table


def test_effect_veiler_on_another_monster_leaves_a_boosted_jinzo_negating_traps():
    table = Table(rules="MR1", turn=4, turn_player=1)
    table.hand(0, "Effect Veiler")
    table.spell_trap(0, "Call of the Haunted", face_down=False)
    table.monster(1, "Jinzo")
    table.monster(1, "Sangan")
    table.hand(1, "Rush Recklessly")
    duel = table.build()
    [haunted] = [c for c in duel.players[0].szone if c is not None]
    jinzo, sangan = [c for c in duel.monsters(1) if c.name == "Jinzo"][0], [c for c in duel.monsters(1) if c.name == "Sangan"][0]
    assert duel.is_negated(haunted)
    s = Script(duel)
    s.pick("activate", "Rush Recklessly", player=1)
    s.pick("target", "Jinzo", player=1)
    s.pick("activate", "Effect Veiler", player=0)
    s.pick("target", "Sangan", player=0)
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert duel.atk(jinzo) == 2400 + 700
    assert duel.is_negated(sangan) and not duel.is_negated(jinzo)
    assert duel.is_negated(haunted)
    assert duel.applies("negate_traps")
