"""Elegant Egotist: Normal Spell, activated only while a "Harpie Lady" is face-up on the field;
Special Summons 1 "Harpie Lady" or "Harpie Lady Sisters" from its player's hand or Deck.

Sources: the card's text (MRD 2005 and today's read alike, in our words: no era entry);
yugioh-wiki.net 《万華鏡－華麗なる分身－》: the old text asks for a face-up "Harpie Lady" on the
field (either side: it says the field, not your field), and it cannot be activated without a
monster to summon in the hand or Deck; yugioh-wiki.net 《ハーピィ・レディ三姉妹》: its summon is
the Sisters' proper summon, after which they may be revived; seed 000 §發動條件 (an activation
condition is checked as the card is activated, not again as it resolves)."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table


def _finish(s):
    """Pass the chain windows and answer the summon's questions (the first monster offered, in
    Attack Position) until the Main Phase menu is back."""
    duel = s.duel
    while duel.request.kind != "idle":
        kind = duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "select":
            s.answer(duel.request.options[0])
        elif kind == "option":
            s.pick("option", "Attack Position")
        else:
            raise AssertionError("unexpected request %s" % kind)


def test_elegant_egotist_summons_a_harpie_lady_from_the_deck():
    """Q: I control a face-up Harpie Lady and activate Elegant Egotist with another Harpie Lady in
    my Deck. A: that Harpie Lady is Special Summoned from my Deck; Egotist goes to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Battle Ox", "Harpie Lady"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie Lady", "Harpie Lady"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"] and grave(duel, 0) == ["Elegant Egotist"]


def test_elegant_egotist_summons_harpie_lady_sisters_from_the_hand():
    """Q: the Sisters are in my hand. A: Egotist Special Summons them (their one proper summon):
    a Level 6 on the field with no Tribute; my hand is empty."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist", "Harpie Lady Sisters")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie Lady", "Harpie Lady Sisters"] and hand(duel, 0) == []


def test_elegant_egotist_offers_both_names_and_no_other_monster():
    """Q: my Deck holds Harpie Lady, Harpie Lady Sisters and Battle Ox. What may I pick?
    A: the Harpie Lady or the Sisters, never Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Harpie Lady", "Battle Ox", "Harpie Lady Sisters"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(o.name for o in duel.request.options if o.kind == "select") == \
        ["Harpie Lady", "Harpie Lady Sisters"]
    s.pick("select", "Harpie Lady Sisters")
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie Lady", "Harpie Lady Sisters"]


def test_elegant_egotist_needs_a_face_up_harpie_lady():
    """Q: my only Harpie Lady is face-down (Set), or I control none. May I activate Egotist with a
    Harpie Lady in my Deck? A: no in both cases: a face-down monster's name is not known."""
    for placed in (True, False):
        table = Table(rules="GOAT", turn=3, turn_player=0)
        if placed:
            table.monster(0, "Harpie Lady", position="set")
        table.hand(0, "Elegant Egotist")
        table.deck(0, ["Harpie Lady"])
        duel = table.build()
        assert not Script(duel).has("activate", "Elegant Egotist")


def test_elegant_egotist_counts_the_opponents_harpie_lady():
    """Q: only my opponent controls a face-up Harpie Lady. May I activate Egotist? A: yes: the
    text asks for one on the field, either side; mine comes from my Deck to my field."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(1, "Harpie Lady")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Harpie Lady"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie Lady"] and field_monsters(duel, 1) == ["Harpie Lady"]


def test_elegant_egotist_needs_a_monster_to_summon():
    """Q: a face-up Harpie Lady is on my field, but no Harpie Lady or Sisters is left in my hand
    or Deck. A: Egotist cannot be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist", "Battle Ox")
    table.deck(0, ["Celtic Guardian"])
    duel = table.build()
    assert not Script(duel).has("activate", "Elegant Egotist")


def test_elegant_egotist_resolves_after_its_harpie_lady_was_destroyed_in_chain():
    """Q: (Goat) I activate Egotist; my opponent chains Ring of Destruction on my only Harpie
    Lady. A: the Ring resolves first (both players take 1300), yet Egotist still summons the
    Harpie Lady from my Deck: its condition was met when it was activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.hand(0, "Elegant Egotist")
    table.deck(0, ["Harpie Lady"])
    table.spell_trap(1, "Ring of Destruction")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    s.pick("activate", "Ring of Destruction", player=1, request="chain")
    s.pick("target", "Harpie Lady", player=1)
    _finish(s)
    assert lp(duel) == (6700, 6700)
    assert field_monsters(duel, 0) == ["Harpie Lady"] and sorted(grave(duel, 0)) == ["Elegant Egotist", "Harpie Lady"]
    assert duel.players[0].deck == []


def test_elegant_egotist_sisters_summoned_by_it_may_be_revived():
    """Q: Egotist summoned the Sisters; they attacked Blue-Eyes White Dragon and were destroyed.
    May Monster Reborn revive them in Main Phase 2? A: yes: Egotist's summon was their proper
    summon (yugioh-wiki.net 《ハーピィ・レディ三姉妹》); I took 1050 battle damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Harpie Lady")
    table.monster(1, "Blue-Eyes White Dragon")
    table.hand(0, "Elegant Egotist", "Monster Reborn", "Harpie Lady Sisters")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Elegant Egotist", request="idle")
    _finish(s)
    s.pick("battle")
    while duel.request.kind != "battle":
        s.pick("pass")
    s.pick("attack", "Harpie Lady Sisters", target="Blue-Eyes White Dragon")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert grave(duel, 0) == ["Elegant Egotist", "Harpie Lady Sisters"] and lp(duel) == (6950, 8000)
    s.pick("end_battle")
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Monster Reborn", request="idle")
    s.pick("target", "Harpie Lady Sisters")
    _finish(s)
    assert field_monsters(duel, 0) == ["Harpie Lady", "Harpie Lady Sisters"]
    assert grave(duel, 0) == ["Elegant Egotist", "Monster Reborn"]
