"""Fusion Sword Murasame Blade (37684215), Equip Spell: a Warrior monster only; it gains 800 ATK;
while it is equipped, card effects cannot destroy it.

Sources, in our words: the card's text (LOD-079, 2004, and today's agree: no ERAS entry); its TCG
rulings as yugioh.pl gathers them (Mystical Space Typhoon and Dust Tornado may target it but do not
destroy it; face-down on the field it is no Equip Card and a Spell-destroying effect destroys it);
seed 000 §裝備魔法 (once its monster leaves the field it is sent to the GY by the rule, no card
effect)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

FS = "Fusion Sword Murasame Blade"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_fusion_sword_murasame_blade_gives_800_to_a_warrior():
    """Q: I activate Fusion Sword Murasame Blade; I control Celtic Guardian (Warrior, 1400) and Battle
    Ox (Beast-Warrior). A: only Celtic Guardian is a target; it becomes 2200."""
    table = Table(rules="GOAT", turn=3)
    celtic = table.monster(0, "Celtic Guardian")
    ox = table.monster(0, "Battle Ox")
    table.hand(0, FS)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", FS)
    assert not s.has("target", ox)
    s.pick("target", celtic)
    _pass_all(duel, s)
    assert duel.atk(celtic.card(duel)) == 2200


def test_fusion_sword_murasame_blade_survives_mystical_space_typhoon_and_heavy_storm():
    """Q: my Celtic Guardian holds Fusion Sword Murasame Blade; my opponent targets it with Mystical
    Space Typhoon, then activates Heavy Storm. A: it may be targeted, but neither destroys it: it stays
    equipped (2200); both of their Spells are in their GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    celtic = table.monster(0, "Celtic Guardian")
    sword = table.spell_trap(0, FS, face_down=False, equipped_to=celtic)
    table.hand(1, "Mystical Space Typhoon", "Heavy Storm")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", sword, player=1)
    _pass_all(duel, s)
    s.pick("activate", "Heavy Storm", player=1)
    _pass_all(duel, s)
    assert sword.card(duel).location == "szone" and duel.atk(celtic.card(duel)) == 2200
    assert sorted(grave(duel, 1)) == ["Heavy Storm", "Mystical Space Typhoon"] and grave(duel, 0) == []


def test_fusion_sword_murasame_blade_goes_with_its_monster_and_when_set():
    """Q: my opponent destroys my Celtic Guardian holding Fusion Sword Murasame Blade in battle; and,
    in another game, targets my Set Fusion Sword Murasame Blade with Mystical Space Typhoon. A: with its
    monster gone it is sent to my GY; Set, it is no Equip Card and is destroyed."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    celtic = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, FS, face_down=False, equipped_to=celtic)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=celtic, player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", FS]
    table = Table(rules="GOAT", turn=4, turn_player=1)
    sword = table.spell_trap(0, FS)
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", sword, player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == [FS]
