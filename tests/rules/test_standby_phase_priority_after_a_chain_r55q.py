"""After a chain resolves in the Standby Phase, the turn player holds priority again in that phase
(round 55q, checked while reviewing Recycle).

Sources: Seed 004 §回合玩家的优先权 (in each phase and step the turn player acts first, and the
phase moves on only once the turn player has passed priority); the common rule that a resolved
chain hands priority back to the turn player in the same phase (two Mystical Space Typhoons
activated one after the other in one Standby Phase, each its own chain)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_standby_phase_turn_player_acts_again_after_a_chain():
    """Q: in my Standby Phase I activate a Set Mystical Space Typhoon on my opponent's Set Mirror
    Force; it resolves. May I activate my other Set Mystical Space Typhoon before my Main Phase?
    A: yes: I hold priority again in the Standby Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(0, "Mystical Space Typhoon")
    mirror = table.spell_trap(1, "Mirror Force")
    table.spell_trap(1, "Sakuretsu Armor")
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0, first=True)
    s.pick("target", mirror, player=0)
    while duel.request is not None and duel.request.kind == "chain" and duel.phase == "standby" \
            and grave(duel, 1) == []:
        s.pick("pass")
    assert grave(duel, 1) == ["Mirror Force"]
    assert duel.phase == "standby" and s.has("activate", "Mystical Space Typhoon")
