"""Spear Cretin (58551308): Flip effect: once it was flipped, when it is sent to the GY each
player Special Summons a monster from their own GY, in face-up Attack or face-down Defense
Position.

Sources: the card's texts read in our words (the 2005 print, Magic Ruler MRL-087, and today's do
the same: no ERAS entry); yugioh-wiki.net 《ダークファミリア》 and the 2008 card review on
hyoukekkai.blog51.fc2.com: the Flip effect itself does nothing; after it was activated, the card
sent to the GY by any means (not only just after the flip: Tributed later too) activates a
mandatory trigger in the GY (it cannot miss the timing), each player choosing their own monster
and its position; never flipped (destroyed face-down), nothing happens; the atwiki.jp review: Skill
Drain does not stop it (the summon is activated in the GY, out of Skill Drain's reach), and a
second Spear Cretin in the GY may be revived (we read it as: not the Cretin that was just sent)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

CRETIN = "Spear Cretin"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass")


def _revive(s, player, name, position):
    s.pick("select", name, player=player, request="select")
    s.pick("option", "Face-up Attack Position" if position == "attack" else "Face-down Defense Position",
           player=player, request="option")


def _attacked(attacker="Battle Ox", skill_drain=False, grave1=("Summoned Skull",)):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    cretin = table.monster(0, CRETIN, position="set")
    table.monster(1, attacker)
    table.grave(0, "Mystical Elf")
    if grave1:
        table.grave(1, *grave1)
    if skill_drain:
        table.spell_trap(0, "Skill Drain", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=cretin, request="battle")
    _resolve(s)
    return duel, s


def test_spear_cretin_flipped_by_an_attack_and_destroyed_revives_for_both():
    """Q: my opponent's Battle Ox attacks my Set Spear Cretin and destroys it. A: its Flip effect
    was activated; sent to the GY, each player revives a monster: I bring back Mystical Elf
    face-down, my opponent Summoned Skull in Attack Position (and may attack with it)."""
    duel, s = _attacked()
    _revive(s, 0, "Mystical Elf", "set")
    _revive(s, 1, "Summoned Skull", "attack")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"] and duel.monsters(0)[0].position == "set"
    assert field_monsters(duel, 1) == ["Battle Ox", "Summoned Skull"]
    assert grave(duel, 0) == [CRETIN]
    assert duel.request.kind == "battle"


def test_spear_cretin_destroyed_face_down_by_sasuke_samurai_does_nothing():
    """Q: my opponent's Sasuke Samurai attacks my Set Spear Cretin, destroying it face-down. A: it
    was never flipped: no revival for anyone."""
    duel, s = _attacked(attacker="Sasuke Samurai")
    assert grave(duel, 0) == ["Mystical Elf", CRETIN]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == ["Sasuke Samurai"]
    assert duel.request.kind == "battle"


def test_spear_cretin_flip_summoned_then_tributed_later():
    """Q: I Flip Summon Spear Cretin (its Flip effect does nothing now), then Tribute it for my
    Tribute Summon of Summoned Skull. A: sent to the GY after being flipped: I revive Mystical Elf;
    my opponent, whose GY is empty, revives nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, CRETIN, position="set")
    table.hand(0, "Summoned Skull")
    table.grave(0, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", CRETIN)
    _resolve(s)
    assert field_monsters(duel, 0) == [CRETIN]
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", CRETIN)
    _resolve(s)
    _revive(s, 0, "Mystical Elf", "attack")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Summoned Skull", "Mystical Elf"]
    assert field_monsters(duel, 1) == [] and grave(duel, 0) == [CRETIN]


def test_spear_cretin_under_skill_drain_still_revives():
    """Q: Skill Drain is face-up when my Set Spear Cretin is attacked and destroyed. A: the Flip
    effect is activated (and negated on the field), but the revival is activated in the GY, where
    Skill Drain does not reach: both players revive."""
    duel, s = _attacked(skill_drain=True)
    _revive(s, 0, "Mystical Elf", "attack")
    _revive(s, 1, "Summoned Skull", "set")
    _resolve(s)
    assert field_monsters(duel, 0) == ["Mystical Elf"]
    assert field_monsters(duel, 1) == ["Battle Ox", "Summoned Skull"]
