"""Re-Fusion (74694807): pay 800 LP, target a Fusion Monster in your GY, Special Summon it in
Attack Position equipped with this card; when this card is destroyed, the monster is banished.

Sources: the card's texts in our words (the 2005 print, Flaming Eternity FET-EN047, and today's
do the same: no ERAS entry); it is Premature Burial's text for Fusion Monsters, and its rulings
are read as Premature Burial's (our reading: the LP are a cost; the monster must be one that can
be Special Summoned, a Fusion Monster properly Fusion Summoned before; no chain link when it is
destroyed); seed 000 §具有蘇生限制的怪獸的特殊召喚. Review r55rb: destroyed, Re-Fusion BANISHES
its monster (it does not destroy it): yugioh-wiki.net 《再融合》 (the card's text there: "when this
card is destroyed, the equipped monster is removed from the game"), the Flaming Eternity text the
same ("remove the equipped monster from play")."""

from duelist.testing.reads import banished, field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

REFUSION = "Re-Fusion"
WINGMAN = "Gaia the Dragon Champion"   # (review r55rb: a Gaia the Dragon Champion is never revived; a Fusion with no summon condition)


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(lp0=8000, proper=True):
    table = Table(rules="GOAT", turn=3, turn_player=0, lp=(lp0, 8000))
    table.hand(0, REFUSION)
    wingman = table.grave(0, WINGMAN)
    if proper:
        table.properly_summoned(wingman)
    table.grave(0, "Battle Ox")
    return table, wingman


def test_re_fusion_revives_a_fusion_monster_equipped():
    """Q: I activate Re-Fusion on Gaia the Dragon Champion (Fusion Summoned before) in my GY. A: I pay 800 LP;
    Gaia the Dragon Champion is Special Summoned in face-up Attack Position with Re-Fusion equipped."""
    table, wingman = _table()
    duel = table.build()
    s = Script(duel)
    s.pick("activate", REFUSION)
    s.pick("target", WINGMAN)
    _pass(s)
    card = wingman.card(duel)
    assert field_monsters(duel, 0) == [WINGMAN] and card.position == "attack"
    assert lp(duel) == (7200, 8000)
    equip = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in equip] == [REFUSION]
    assert grave(duel, 0) == ["Battle Ox"]


def test_re_fusion_targets_only_fusion_monsters_properly_summoned():
    """Q: my GY holds Battle Ox and a Gaia the Dragon Champion that was never Fusion Summoned (sent from the
    Extra Deck). A: neither is a legal target (Battle Ox is no Fusion Monster; the Wingman was not
    properly summoned): Re-Fusion cannot be activated."""
    table, _ = _table(proper=False)
    duel = table.build()
    assert not Script(duel).has("activate", REFUSION)


def test_re_fusion_needs_800_lp():
    """Q: I have 700 LP and a Gaia the Dragon Champion to revive. A: the 800 LP cost cannot be paid:
    Re-Fusion is not offered."""
    table, _ = _table(lp0=700)
    duel = table.build()
    assert not Script(duel).has("activate", REFUSION)


def test_re_fusion_destroyed_by_mystical_space_typhoon_banishes_its_monster():
    """Q: after Re-Fusion resolved, my opponent destroys it with Mystical Space Typhoon as I move
    to the Battle Phase. A: the equipped Gaia the Dragon Champion is banished (not destroyed, not to the GY):
    yugioh-wiki.net 《再融合》; no chain link."""
    table, wingman = _table()
    typhoon = table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", REFUSION)
    s.pick("target", WINGMAN)
    _pass(s)
    refusion = [c for c in duel.players[0].szone if c is not None][0]
    s.pick("battle")
    s.pick("activate", typhoon, player=1, request="chain")
    s.pick("target", refusion.uid, player=1)
    _pass(s)
    assert field_monsters(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", REFUSION]
    assert banished(duel, 0) == [WINGMAN]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]
