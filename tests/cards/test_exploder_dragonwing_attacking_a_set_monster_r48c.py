"""Exploder Dragonwing attacking a Set monster (round 48c).

Exploder Dragonwing's text: at the start of the Damage Step, if it battles an opponent's monster
whose ATK is less than or equal to its own, it may destroy that monster and inflict damage equal
to its ATK. A Set monster is still face-down at the start of the Damage Step (it is flipped for
damage calculation), so the effect does not start: Mystical Elf is flipped and destroyed by
battle (2400 against 2000 DEF), and no damage is dealt."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table


def test_exploder_dragonwing_attacking_a_set_mystical_elf_deals_no_damage():
    """Q: my Exploder Dragonwing (2400) attacks my opponent's Set Mystical Elf (800 ATK). May I
    destroy it with its effect and inflict 800? A: no: it is face-down at the start of the Damage
    Step; it is destroyed by battle, and my opponent keeps 8000 LP."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Exploder Dragonwing", summon_kind="synchro")
    elf = table.monster(1, "Mystical Elf", position="set")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Exploder Dragonwing", target=elf)
    for _ in range(10):
        assert duel.request.kind != "yes_no"
        if duel.request.kind == "chain":
            assert not s.has("activate", "Exploder Dragonwing")
            s.pick("pass")
        else:
            break
    assert grave(duel, 1) == ["Mystical Elf"]
    assert duel.players[1].lp == 8000
