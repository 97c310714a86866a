"""Elemental HERO Thunder Giant (61204971): once per turn, discard 1 card to destroy a face-up
monster on the field whose original ATK is lower than Thunder Giant's ATK.

Sources: the card's texts in our words (the 2005 print, The Lost Millennium TLM-EN036: "By
discarding 1 card ... destroy 1 face-up monster on the field whose original ATK is lower than
this card's ATK ... once per turn"; today's: a targeting ignition effect, the same; no ERAS
entry): the target's original ATK is compared with Thunder Giant's ATK now, a monster of either
side ("on the field"); seed 000 §起動效果 (a discard cost is paid on activation; the target is checked again on
resolution: our reading of the text, "whose original ATK is lower" must still hold)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

GIANT = "Elemental HERO Thunder Giant"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(**kw):
    table = Table(rules="GOAT", turn=3, turn_player=0, **kw)
    table.monster(0, GIANT, summon_kind="fusion")
    return table


def test_elemental_hero_thunder_giant_discards_and_destroys():
    """Q: Thunder Giant (2400) discards Celtic Guardian to target the opponent's Battle Ox
    (original ATK 1700). A: the Guardian goes to the GY as the cost, Battle Ox is destroyed."""
    table = _table()
    table.hand(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GIANT)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.pick("target", "Battle Ox", request="target")
    _resolve(s)
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert grave(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == [GIANT]


def test_elemental_hero_thunder_giant_reads_original_atk_not_current():
    """Q: the opponent has Gaia The Fierce Knight (original 2300) with Legendary Sword (2600 now),
    and Summoned Skull (original 2500). A: Gaia may be targeted, its original ATK is lower than
    2400; Summoned Skull may not."""
    table = _table()
    table.hand(0, "Celtic Guardian")
    gaia = table.monster(1, "Gaia The Fierce Knight")
    table.spell_trap(1, "Legendary Sword", face_down=False, equipped_to=gaia)
    table.monster(1, "Summoned Skull")
    duel = table.build()
    assert duel.atk(gaia.card(duel)) == 2600
    s = Script(duel)
    s.pick("activate", GIANT)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    assert s.has("target", "Gaia The Fierce Knight")
    assert not s.has("target", "Summoned Skull")
    s.pick("target", "Gaia The Fierce Knight")
    _resolve(s)
    assert "Gaia The Fierce Knight" in grave(duel, 1) and field_monsters(duel, 1) == ["Summoned Skull"]


def test_elemental_hero_thunder_giant_face_down_monsters_and_own_monsters():
    """Q: the opponent has only a face-down Battle Ox; I control Mystical Elf. A: the face-down
    monster is no target ("face-up"); my own Elf is one ("on the field", either side)."""
    table = _table()
    table.hand(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf")
    ox = table.monster(1, "Battle Ox", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GIANT)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    assert not s.has("target", ox)
    s.pick("target", "Mystical Elf")
    _resolve(s)
    assert grave(duel, 0) == ["Celtic Guardian", "Mystical Elf"]


def test_elemental_hero_thunder_giant_needs_a_card_to_discard():
    """Q: my hand is empty. A: the cost cannot be paid: the effect is not offered."""
    table = _table()
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert not Script(duel).has("activate", GIANT)


def test_elemental_hero_thunder_giant_once_per_turn():
    """Q: I used the effect; can I discard again for a second monster this turn? A: no, once per
    turn."""
    table = _table()
    table.hand(0, "Celtic Guardian", "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.monster(1, "Hitotsu-Me Giant")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GIANT)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.pick("target", "Battle Ox")
    _resolve(s)
    assert not s.has("activate", GIANT)


def test_elemental_hero_thunder_giant_shrunk_in_response_destroys_nothing():
    """Q: I target Battle Ox (original 1700); the opponent chains Shrink on Thunder Giant (its
    ATK 1200). A: on resolution Battle Ox's original ATK is no longer lower than Thunder Giant's
    ATK: it is not destroyed; the discarded card stays in the GY."""
    table = _table()
    table.hand(0, "Celtic Guardian")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Shrink")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GIANT)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.pick("target", "Battle Ox")
    s.pick("activate", "Shrink", player=1, request="chain")
    s.pick("target", GIANT, player=1)
    _resolve(s)
    assert field_monsters(duel, 1) == ["Battle Ox"]
    assert grave(duel, 0) == ["Celtic Guardian"] and grave(duel, 1) == ["Shrink"]


def test_elemental_hero_thunder_giant_never_revived_even_after_a_fusion_summon():
    """Q: my Thunder Giant, properly Fusion Summoned before, lies in my GY with Battle Ox; I
    activate Monster Reborn under the current rules. A: it cannot revive Thunder Giant: "cannot be
    Special Summoned except by Fusion Summon" (the TLM wording of the E-HERO Fusions) forbids every
    other Special Summon, even after one (fandom "Fusion Summon condition"; yugioh-wiki.net
    《再融合》): only Battle Ox is offered (review r55rb)."""
    table = Table(turn=3, turn_player=0)
    giant = table.grave(0, GIANT)
    table.properly_summoned(giant)
    table.grave(0, "Battle Ox")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert duel.request.kind == "target"
    names = [str(o) for o in duel.request.options]
    assert any("Battle Ox" in n for n in names) and not any(GIANT in n for n in names)
