"""Hyper Hammerhead (2671330): at the end of the Damage Step, an opponent's monster that battled
it and was not destroyed returns to its owner's hand (a mandatory trigger that does not
target).

Sources: yugioh-wiki.net 《ハイパーハンマーヘッド》 (its OCG text: the opponent's monster not
destroyed by the battle with it returns to its owner's hand at the end of the Damage Step; a
trigger effect, whichever player attacked, also when it is attacked while Set; it does not
target; under Skill Drain, destroyed by battle, its effect still applies, from the GY); the
TCG texts (IOC, 2005, and today's) say the same in English: no 2005 difference."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _settle(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_hyper_hammerhead_attacking_a_defender_returns_it():
    """Q: (both texts) Hyper Hammerhead (1500) attacks my opponent's Set Mystical Elf (DEF
    2000): A: I take 500; neither is destroyed; at the end of the Damage Step the Elf goes back
    to my opponent's hand."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
        table.monster(0, "Hyper Hammerhead")
        elf = table.monster(1, "Mystical Elf", position="set")
        duel = table.build()
        s = Script(duel)
        s.pick("attack", "Hyper Hammerhead", target=elf)
        _settle(s, duel)
        assert lp(duel) == (7500, 8000) and field_monsters(duel, 1) == [] and hand(duel, 1) == ["Mystical Elf"], rules
        assert field_monsters(duel, 0) == ["Hyper Hammerhead"]


def test_hyper_hammerhead_destroyed_by_battle_still_returns_the_attacker():
    """Q: my opponent's Summoned Skull (2500) attacks my Hyper Hammerhead (1500, Attack
    Position): A: Hammerhead is destroyed (I take 1000), and at the end of the Damage Step,
    from my GY, its effect returns Summoned Skull to my opponent's hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    hammer = table.monster(0, "Hyper Hammerhead")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=hammer, player=1)
    _settle(s, duel)
    assert lp(duel) == (7000, 8000) and grave(duel, 0) == ["Hyper Hammerhead"]
    assert field_monsters(duel, 1) == [] and hand(duel, 1) == ["Summoned Skull"]


def test_hyper_hammerhead_destroyed_monster_is_not_returned():
    """Q: Hyper Hammerhead (1500) attacks Celtic Guardian (1400): A: the Guardian is destroyed
    by the battle: it goes to the GY, not to the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Hyper Hammerhead")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hyper Hammerhead", target=guardian)
    _settle(s, duel)
    assert grave(duel, 1) == ["Celtic Guardian"] and hand(duel, 1) == [] and lp(duel) == (8000, 7900)


def test_hyper_hammerhead_under_skill_drain_destroyed_still_returns():
    """Q: with Skill Drain face-up, my opponent's Summoned Skull destroys my Hyper Hammerhead by
    battle: A: Skill Drain negates effects on the field only; Hammerhead's effect applies from
    the GY: Summoned Skull returns to the hand (yugioh-wiki.net's note)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)
    hammer = table.monster(0, "Hyper Hammerhead")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=hammer, player=1)
    _settle(s, duel)
    assert grave(duel, 0) == ["Hyper Hammerhead"] and hand(duel, 1) == ["Summoned Skull"]


def test_hyper_hammerhead_surviving_under_skill_drain_returns_nothing():
    """Q: with Skill Drain face-up, Hyper Hammerhead attacks a Set Mystical Elf and both survive:
    A: Hammerhead is on the field, so its effect is negated: the Elf stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, "Hyper Hammerhead")
    elf = table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Hyper Hammerhead", target=elf)
    _settle(s, duel)
    assert field_monsters(duel, 1) == ["Mystical Elf"] and hand(duel, 1) == []
