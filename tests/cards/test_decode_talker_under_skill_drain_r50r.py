"""Decode Talker under Skill Drain: its effect may still be activated, the Tribute it costs is
paid, and the effect is negated as it resolves (Decode Talker is still face-up on the field then).

Skill Drain negates the effects of face-up monsters on the field; it does not stop their
activation (seed 000 §效果分類: 其他效果…都能被「技能抽取」無效; engine/chain.py `_can_activate`: under
Skill Drain effects are still activated and negated when they resolve). A cost is paid at
activation and is not given back when the effect is negated
(tests/rules/test_negated_activations_and_their_costs_r38r.py: Utopia's detach stays paid under
Skill Drain). Its "+500 ATK for each monster it points to" is negated too (2300).

Position (MR5, player 1's turn): player 0's Decode Talker in the Extra Monster Zone points to
their Battle Ox and Celtic Guardian; player 0 has a Set Pot of Greed; player 1 controls a face-up
Skill Drain and activates Mystical Space Typhoon on the Set card."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_decode_talker_under_skill_drain_tributes_and_negates_nothing():
    """Q: may I answer my opponent's Mystical Space Typhoon with Decode Talker under their Skill
    Drain, and what happens? A: yes, I Tribute Battle Ox; Decode Talker's effect is negated as it
    resolves, so Mystical Space Typhoon resolves and destroys my Pot of Greed. Battle Ox stays
    in my GY."""
    table = Table(rules="MR5", turn=3, turn_player=1)
    table.monster(0, "Decode Talker", zone=5)
    table.monster(0, "Battle Ox", zone=0)
    table.monster(0, "Celtic Guardian", zone=2)
    table.spell_trap(0, "Pot of Greed")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(1, "Mystical Space Typhoon")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    decode = [c for c in duel.monsters(0) if c.name == "Decode Talker"][0]
    assert duel.atk(decode) == 2300                    # its boost is negated too
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.answer([o for o in duel.request.options if o.kind == "target" and "Set card" in o.label][0])
    s.pick("activate", "Decode Talker", player=0, request="chain")
    s.pick("select", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian", "Decode Talker"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Pot of Greed"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
