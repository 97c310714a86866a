"""Exodia Necross cannot be destroyed by battle or by Spell/Trap effects; what happens to it when
a card would destroy it, or removes it some other way (round 52q).

The card's own text (battle and Spell/Trap effects cannot destroy it) read with seed 000 §效果分類
(a "cannot be destroyed" effect stops destruction only: returning to the hand or banishing is no
destruction); Fissure's text (the face-up monster with the lowest ATK is the one destroyed: if
that one cannot be destroyed, nothing is -- it does not pick the next one); Ring of Destruction's
and Judgment of Anubis's texts (the damage is dealt for the monster destroyed: none destroyed,
no damage)."""

from duelist.testing.reads import banished, grave, hand, lp, monsters, of_type
from duelist.testing.scenario import Script, Table

PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", **kw):
    table = Table(rules=rules, **kw)
    necross = table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, *PIECES)
    return table, necross


def test_fissure_whose_lowest_atk_monster_is_exodia_necross_destroys_nothing():
    """Q: my opponent's Fissure resolves; I control Exodia Necross (1800) and Dark Magician
    (2500). A: Fissure picks the lowest ATK, Exodia Necross, which a Spell cannot destroy:
    nothing is destroyed -- Dark Magician, higher, is not picked instead."""
    table, necross = _table(turn=4, turn_player=1)
    table.monster(0, "Dark Magician")
    table.hand(1, "Fissure")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Fissure", player=1)
    _pass_all(s, duel)
    assert monsters(duel, 0)[:2] == ["Exodia Necross", "Dark Magician"]
    assert of_type(duel, "destroyed") == []
    assert grave(duel, 0) == list(PIECES) and grave(duel, 1) == ["Fissure"]


def test_dd_warrior_lady_banishes_exodia_necross_that_survived_the_battle():
    """Q: my opponent's D.D. Warrior Lady (1500) attacks my Exodia Necross (1800); after damage
    calculation its effect banishes both. A: Necross is not destroyed by the battle (the Lady is,
    and my opponent takes 300), but banishing is no destruction: the Lady's effect, activated
    while she is still on the field after damage calculation, banishes Necross and her."""
    table, necross = _table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "D.D. Warrior Lady")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "D.D. Warrior Lady", target=necross)
    while duel.request.kind in ("chain", "yes_no"):
        s.pick("yes" if duel.request.kind == "yes_no" else "pass")
    assert lp(duel) == (8000, 7700)
    assert banished(duel, 0) == ["Exodia Necross"] and banished(duel, 1) == ["D.D. Warrior Lady"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["D.D. Warrior Lady"]


def test_compulsory_evacuation_device_returns_exodia_necross_to_the_hand():
    """Q: my opponent's Compulsory Evacuation Device (a Trap) targets my Exodia Necross. A: a
    return to the hand is no destruction: Necross goes to my hand."""
    table, necross = _table(turn=3, turn_player=0)
    table.spell_trap(1, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Compulsory Evacuation Device", player=1)
    s.pick("target", necross, player=1)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Exodia Necross"] and monsters(duel, 0)[0] is None


def test_ring_of_destruction_on_exodia_necross_deals_no_damage():
    """Q: (2005 texts) my opponent's Ring of Destruction targets my Exodia Necross (1800). A: a
    Trap cannot destroy it; both players' damage is for the monster destroyed, so neither takes
    any: 8000 each, Necross stays."""
    table, necross = _table(turn=3, turn_player=0)
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Ring of Destruction", player=1)
    s.pick("target", necross, player=1)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000)
    assert monsters(duel, 0)[0] == "Exodia Necross"
    assert grave(duel, 1) == ["Ring of Destruction"]


def test_judgment_of_anubis_picks_exodia_necross_and_burns_nothing():
    """Q: my Mystical Space Typhoon targets my opponent's Set Judgment of Anubis; they answer with
    it (discarding Celtic Guardian), and pick my Exodia Necross for its second part. A: MST is
    negated and destroyed; Necross, out of a Trap's reach, is not destroyed, so I take no
    damage."""
    table, necross = _table(turn=3, turn_player=0)
    table.hand(0, "Mystical Space Typhoon")
    anubis = table.spell_trap(1, "Judgment of Anubis")
    table.hand(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mystical Space Typhoon", player=0)
    s.pick("target", anubis, player=0)
    s.pick("activate", "Judgment of Anubis", player=1)
    s.pick("select", "Celtic Guardian", player=1)
    _pass_all(s, duel)
    s.pick("yes", player=1, request="yes_no")
    s.pick("select", necross, player=1)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000)
    assert monsters(duel, 0)[0] == "Exodia Necross"
    assert grave(duel, 0)[5:] == ["Mystical Space Typhoon"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Judgment of Anubis"]
