"""Torpedo Fish (90337190): while "Umi" is face-up on the field, Spell effects do not apply to it.

Sources: the card's texts in our words -- the 2005 print (IOC) and today's read the same (no ERAS
entry); aniwota-wiki 《海(遊戯王OCG)》 (Torpedo Fish is one of the monsters that become unaffected
by Spell Cards' effects while "Umi" is there, Umi's own gain included); yugioh-wiki.net
「効果を受けない」 (an unaffected monster is not destroyed by Dark Hole, the others are; Trap
effects still apply). A Legendary Ocean is always named "Umi" (its own text). Skill Drain negates
the shield: the Spells reach it again."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

TF = "Torpedo Fish"


def _table(field=None, extra=None, hand=(), turn_player=0):
    table = Table(rules="GOAT", turn=3 if turn_player == 0 else 4, turn_player=turn_player)
    fish = table.monster(0, TF)
    if field:
        table.field_spell(1, field)
    if extra:
        extra(table)
    if hand:
        table.hand(turn_player, *hand)
    duel = table.build()
    return duel, Script(duel), fish


def test_torpedo_fish_with_umi_takes_no_gain_from_it():
    """Q: Umi is face-up and I control Torpedo Fish (a Fish, 1000/1000). A: Umi's +200 does not
    apply to it: it stays 1000/1000."""
    duel, _, fish = _table("Umi")
    card = fish.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1000, 1000)


def test_torpedo_fish_with_umi_survives_dark_hole():
    """Q: with Umi face-up my opponent activates Dark Hole; I control Torpedo Fish and Battle Ox.
    A: Battle Ox is destroyed; Torpedo Fish stays."""
    duel, s, fish = _table("Umi", extra=lambda t: (t.monster(0, "Battle Ox"), t.hand(1, "Dark Hole")),
                           turn_player=1)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    assert field_monsters(duel, 0) == [TF] and grave(duel, 0) == ["Battle Ox"]


def test_torpedo_fish_without_umi_is_destroyed_by_dark_hole():
    """Q: no Umi on the field; my opponent's Dark Hole. A: Torpedo Fish is destroyed."""
    duel, s, _ = _table(extra=lambda t: t.hand(1, "Dark Hole"), turn_player=1)
    s.pick("activate", "Dark Hole", player=1, request="idle")
    assert grave(duel, 0) == [TF] and field_monsters(duel, 0) == []


def test_torpedo_fish_a_legendary_ocean_counts_as_umi():
    """Q: A Legendary Ocean is face-up instead. A: it is "Umi": its WATER +200 does not apply to
    Torpedo Fish (1000 ATK), and Dark Hole does not destroy it."""
    duel, s, fish = _table("A Legendary Ocean", extra=lambda t: t.hand(1, "Dark Hole"), turn_player=1)
    assert duel.atk(fish.card(duel)) == 1000
    s.pick("activate", "Dark Hole", player=1, request="idle")
    assert field_monsters(duel, 0) == [TF]


def test_torpedo_fish_a_legendary_ocean_does_not_lower_its_level():
    """Q: A Legendary Ocean is face-up. A: its Level loss is a Spell effect too: Torpedo Fish stays
    Level 3."""
    duel, _, fish = _table("A Legendary Ocean")
    assert duel.level(fish.card(duel)) == 3


def test_torpedo_fish_with_umi_is_still_hit_by_a_trap():
    """Q: with Umi face-up I Normal Summon Torpedo Fish; my opponent answers with Trap Hole. A: a
    Trap's effect applies: Torpedo Fish is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.field_spell(1, "Umi")
    table.hand(0, TF)
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", TF, player=0, request="idle")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", TF, player=1)
    assert grave(duel, 0) == [TF] and grave(duel, 1) == ["Trap Hole"]


def test_torpedo_fish_under_skill_drain_gets_umis_gain():
    """Q: Umi and a face-up Skill Drain are on the field. A: Skill Drain negates Torpedo Fish's
    effect: Umi's +200 applies (1200/1200)."""
    duel, _, fish = _table("Umi", extra=lambda t: t.spell_trap(1, "Skill Drain", face_down=False))
    card = fish.card(duel)
    assert (duel.atk(card), duel.defense(card)) == (1200, 1200)
