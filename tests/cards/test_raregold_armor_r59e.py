"""Raregold Armor (7625614), Equip Spell: while it is equipped, the opponent cannot choose any other
monster its controller controls as an attack target.

Sources, in our words: the card's text (DR1-EN091, 2004, and today's agree: no ERAS entry); seed 000
§裝備魔法 (it equips a face-up monster; it is sent to the GY once that monster leaves the field);
seed 004 §攻击目标 (a monster that cannot be chosen as an attack target; with other monsters on the
field, no direct attack is declared: the attacker must choose the equipped monster, our reading)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

RA = "Raregold Armor"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_raregold_armor_only_the_equipped_monster_can_be_attacked():
    """Q: I equip Raregold Armor to my Battle Ox; I also control Celtic Guardian and a Set Mystical
    Elf. A: my opponent's Summoned Skull may attack Battle Ox only: neither Celtic Guardian, nor the Set
    monster, nor me directly."""
    table = Table(rules="GOAT", turn=3)
    ox = table.monster(0, "Battle Ox")
    celtic = table.monster(0, "Celtic Guardian")
    elf = table.monster(0, "Mystical Elf", position="set")
    table.hand(0, RA)
    table.monster(1, "Summoned Skull")
    table.deck(1, ["Beaver Warrior"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RA)
    s.pick("target", ox)
    _pass_all(duel, s)
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    s.pick("battle", player=1)
    _pass_all(duel, s)
    assert s.has("attack", "Summoned Skull", target=ox)
    assert not s.has("attack", "Summoned Skull", target=celtic)
    assert not s.has("attack", "Summoned Skull", target=elf)
    assert not s.has("attack", "Summoned Skull", target="player")


def test_raregold_armor_gone_with_its_monster():
    """Q: my Battle Ox holds Raregold Armor; my opponent's Summoned Skull attacks it and destroys it.
    A: Raregold Armor goes to my GY with it; my opponent's next attacker may now attack Celtic
    Guardian."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    ox = table.monster(0, "Battle Ox")
    celtic = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, RA, face_down=False, equipped_to=ox)
    table.monster(1, "Summoned Skull")
    table.monster(1, "Mad Dog of Darkness")
    duel = table.build()
    s = Script(duel)
    assert not s.has("attack", "Mad Dog of Darkness", target=celtic)
    s.pick("attack", "Summoned Skull", target=ox, player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", RA]
    assert s.has("attack", "Mad Dog of Darkness", target=celtic)


def test_raregold_armor_needs_a_face_up_monster():
    """Q: the only monsters are Set. A: Raregold Armor has no target: it cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, "Battle Ox", position="set")
    table.monster(1, "Celtic Guardian", position="set")
    table.hand(0, RA)
    duel = table.build()
    assert not Script(duel).has("activate", RA)
