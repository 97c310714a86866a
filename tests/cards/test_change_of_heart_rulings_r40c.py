"""Change of Heart's rulings as new players ask them (Starter Deck: Yugi, SDY-038).

The card plays one text under every preset (its player takes control of 1 of the opponent's
monsters until the End Phase); these tests use the default preset (MR5). Sources: Pojo's card of the
day of 2006-02-14 (the borrowed monster may be face-down, "wrecks flip effects": the taker
Flip Summons it and the FLIP effect is the taker's) and Pojo's Throwback Thursday review of
2022-06-16 ("flip it, use its effects, tribute it, attack with it"); the Edison-format Book of
Moon rulings (edisonrul.ing: turning a monster face-down ends most lasting effects on it,
"except change control effects"). Seed 000 §怪獸的表示形式 (the turn player changes a
monster's position on the field, a Flip Summon among them, once a turn, not the turn it was
summoned) and §上級召喚 (a face-down monster may be Tributed)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _take(s, target):
    s.pick("activate", "Change of Heart")
    s.pick("target", target)
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_a_borrowed_set_man_eater_bug_is_flip_summoned_by_the_taker_against_its_owner():
    """Q: I take my opponent's Set Man-Eater Bug with Change of Heart; may I Flip Summon it,
    and whose is its FLIP effect? A: yes (it was Set on an earlier turn): I Flip Summon it, its
    effect is mine and I choose the monster it destroys (here my opponent's Summoned Skull)."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    bug = table.monster(1, "Man-Eater Bug", position="set")
    table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    _take(s, bug)
    s.pick("flip_summon", bug)
    s.pick("target", "Summoned Skull", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Summoned Skull"]
    assert field_monsters(duel, 0) == ["Man-Eater Bug"] and bug.card(duel).face_up


def test_a_borrowed_monster_turned_face_down_still_goes_back_in_the_end_phase():
    """Q: I take Summoned Skull with Change of Heart, then turn it face-down with Book of Moon:
    does it still go back to my opponent in the End Phase? A: yes: turning a monster face-down
    ends most effects on it, but not an effect that changed its control."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart", "Book of Moon")
    skull = table.monster(1, "Summoned Skull")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    _take(s, "Summoned Skull")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Summoned Skull")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert skull.card(duel).controller == 0 and not skull.card(duel).face_up
    s.pick("end_turn")
    assert duel.turn == 4
    assert skull.card(duel).controller == 1 and field_monsters(duel, 0) == []


def test_a_borrowed_monster_tributed_goes_to_its_owners_gy_and_gives_last_will_nothing():
    """Q: I Tribute the Battle Ox I took with Change of Heart for Summoned Skull, then activate
    Last Will: may I summon from my Deck? A: the Tribute goes to its owner's GY, not mine, so
    no monster of mine went to my GY this turn: Last Will summons nothing."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart", "Summoned Skull", "Last Will")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Man-Eater Bug", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    _take(s, "Battle Ox")
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", "Battle Ox")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Battle Ox"] and grave(duel, 0) == ["Change of Heart"]
    s.pick("activate", "Last Will")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Summoned Skull"]
    assert len(duel.players[0].deck) == 2


def test_a_borrowed_monster_returned_by_hane_hane_goes_to_its_owners_hand():
    """Q: I take Battle Ox with Change of Heart, then Flip Summon Hane-Hane and return Battle Ox
    to the hand: whose hand? A: its owner's: a card returned to the hand always goes to its
    owner's hand."""
    table = Table(turn=3)
    table.hand(0, "Change of Heart")
    hane = table.monster(0, "Hane-Hane", position="set")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    _take(s, "Battle Ox")
    s.pick("flip_summon", hane)
    s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert hand(duel, 1) == ["Battle Ox"] and hand(duel, 0) == []
    assert field_monsters(duel, 0) == ["Hane-Hane"]
