"""Thousand-Eyes Restrict's Equip Card: who may know what it is (round 41c).

Sources: Thousand-Eyes Restrict's 2005 printing and its "previously official ruling" on
yugioh.pl (the GOAT preset: a face-down monster taken stays face-down, its ATK and DEF 0);
today's OCG ruling on the same page (the monster taken becomes a face-up Equip Card). Seed 000
§怪獸的表示形式 (a face-down monster's name and the rest are not public to the opponent; a
face-up card's are) and §裝備魔法. A face-down monster taken is known to its owner, who Set it,
and to nobody else, its new controller included (the 2005 ruling: it stays face-down); a
monster taken face-up is public, as any face-up card; a spectator sees only what is public."""

from duelist.engine.determinize import Determinizer
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Script, Table


def _takes(rules, position, extra=None):
    """Turn 3, player 0's Main Phase 1: player 0's Thousand-Eyes Restrict (Fusion Summoned
    earlier) takes player 1's Celtic Guardian (`position`); player 1 keeps Pot of Greed and
    Mystical Elf in hand, so a determinized copy has other cards to deal."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    victim = table.monster(1, "Celtic Guardian", position=position)
    table.hand(1, "Pot of Greed", "Mystical Elf")
    if extra is not None:
        extra(table)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", victim)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    return duel


def _held(duel):
    return [c for c in duel.players[0].szone if c is not None]


def test_today_a_monster_taken_face_up_is_public_in_every_determinized_copy():
    """Q (MR5, today's text): my Thousand-Eyes Restrict has taken my opponent's face-up Celtic
    Guardian. May an AI of either player guess it is some other card? A: no: it is a face-up
    Equip Card, public: every determinized copy, for me and for my opponent, keeps it the
    face-up Celtic Guardian equipped to Thousand-Eyes Restrict (1400/1200 given)."""
    duel = _takes("MR5", "attack")
    held = _held(duel)
    assert [c.data.name for c in held] == ["Celtic Guardian"] and held[0].face_up
    for player in (0, 1):
        for seed in range(8):
            copy = Determinizer(duel, player).sample(seed)
            kept = [c for c in copy.players[0].szone if c is not None]
            assert [c.data.name for c in kept] == ["Celtic Guardian"] and kept[0].face_up
            ter = copy.equipped_to(kept[0])
            assert ter.data.name == "Thousand-Eyes Restrict"
            assert (copy.atk(ter), copy.defense(ter)) == (1400, 1200)
            check_invariants(copy)


def test_today_a_set_monster_taken_is_turned_face_up_and_public_too():
    """Q (MR5, today's text): the same with my opponent's Set Celtic Guardian. A: it becomes a
    face-up Equip Card (today's ruling), so it is public as well: no copy deals another card
    in its place."""
    duel = _takes("MR5", "set")
    assert [c.data.name for c in _held(duel)] == ["Celtic Guardian"] and _held(duel)[0].face_up
    for seed in range(8):
        copy = Determinizer(duel, 0).sample(seed)
        assert [c.data.name for c in copy.players[0].szone if c is not None] == ["Celtic Guardian"]


def test_goat_a_spectator_does_not_see_the_face_down_monster_taken():
    """Q (GOAT): who sees the face-down Celtic Guardian my Thousand-Eyes Restrict holds? A: its
    owner (my opponent) sees its name; I, its controller, and a spectator see a face-down card
    only."""
    duel = _takes("GOAT", "set")
    for viewer, named in ((None, False), (0, False), (1, True)):
        cards = [c for c in duel.view(viewer)["players"][0]["spells"] if c is not None]
        assert len(cards) == 1 and cards[0]["position"] == "facedown"
        assert ("name" in cards[0]) is named
        if named:
            assert cards[0]["name"] == "Celtic Guardian"


def test_goat_the_opponents_face_up_card_stays_what_it_is_in_a_determinized_copy():
    """Q (GOAT): my opponent also has Swords of Revealing Light face-up. A: a face-up card is
    public: in every determinized copy it stays Swords of Revealing Light; only the face-down
    card my Thousand-Eyes Restrict holds (and my opponent's hand and Deck) is dealt."""
    def swords(table):
        table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    duel = _takes("GOAT", "set", extra=swords)
    for seed in range(8):
        copy = Determinizer(duel, 0).sample(seed)
        theirs = [c for c in copy.players[1].szone if c is not None]
        assert [c.data.name for c in theirs] == ["Swords of Revealing Light"] and theirs[0].face_up
        held = [c for c in copy.players[0].szone if c is not None]
        assert len(held) == 1 and held[0].data.is_monster and not held[0].face_up


def test_goat_my_own_set_monster_taken_back_face_down_is_still_known_to_me():
    """Q (GOAT): Creature Swap hands my Set Celtic Guardian to my opponent (it stays
    face-down) for their Battle Ox; then my Thousand-Eyes Restrict takes it back, face-down,
    as an Equip Card. May my AI guess it is some other card? A: no: I own it and Set it, so I
    know it: every copy determinized for me keeps it the face-down Celtic Guardian held by
    Thousand-Eyes Restrict."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    mine = table.monster(0, "Celtic Guardian", position="set")
    table.hand(0, "Creature Swap", "Mystical Elf")
    table.monster(1, "Battle Ox")
    table.deck(0, ["Vorse Raider"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Celtic Guardian", request="select", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.monsters(1)] == ["Celtic Guardian"]
    s.pick("activate", "Thousand-Eyes Restrict", request="idle")
    s.pick("target", mine)                  # (shown to me as a face-down monster)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    held = _held(duel)
    assert [c.data.name for c in held] == ["Celtic Guardian"] and not held[0].face_up
    assert held[0].owner == 0
    for seed in range(12):
        copy = Determinizer(duel, 0).sample(seed)
        kept = [c for c in copy.players[0].szone if c is not None]
        assert [c.data.name for c in kept] == ["Celtic Guardian"] and not kept[0].face_up
        assert copy.equipped_to(kept[0]).data.name == "Thousand-Eyes Restrict"
        check_invariants(copy)
