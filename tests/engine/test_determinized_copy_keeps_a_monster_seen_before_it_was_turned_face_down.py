"""A determinized copy keeps what its player saw: a face-down monster that player saw face-up.

docs/ai.md "Determinization", engine/determinize.py: a copy deals again only what is hidden from
its player. A monster its player saw face-up and that Book of Moon then turned face-down in
place (seed 000 §魔法卡; the engine's `M.SEEN` mark: its owner's opponent knows which card it is)
is not hidden from that player: every copy keeps it, where it is. Before stop 53 the copies dealt
it again like a monster Set unseen, so the search agent played against monsters it knew were not
there (a known Big Shield Gardna dealt as a Battle Ox)."""

from duelist.engine.determinize import determinize
from duelist.testing.scenario import Script, Table


def _book_of_moon_on_the_gardna():
    """Player 0's turn: player 1 controls a face-up Big Shield Gardna and a Set monster never seen;
    player 0's Book of Moon turns the Gardna face-down."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Book of Moon", "Battle Ox")
    table.deck(0, ["Mystical Elf", "Koumori Dragon", "Dark Magician"])
    table.monster(1, "Big Shield Gardna", position="attack")
    table.monster(1, "Celtic Guardian", position="set")
    table.hand(1, "Summoned Skull", "Mystical Elf", "Koumori Dragon")
    table.deck(1, ["Dark Magician", "Gaia The Fierce Knight", "Battle Ox", "Giant Soldier of Stone"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Big Shield Gardna")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert duel.request.kind == "idle"
    return duel


def _face_down_names(copy):
    return [c.name if c is not None else None for c in copy.players[1].mzone]


def test_a_monster_book_of_moon_turned_face_down_stays_itself_in_every_determinized_copy():
    """Q: Player 0 saw player 1's Big Shield Gardna face-up before Book of Moon turned it face-down.
    Player 0 determinizes the duel (30 seeds). A: in every copy the face-down monster in the
    Gardna's zone is Big Shield Gardna; the monster Set unseen is dealt again (it is Celtic Guardian
    in some copies, another of player 1's unseen monsters in others)."""
    duel = _book_of_moon_on_the_gardna()
    zones = [c for c in duel.players[1].mzone]
    gardna_zone = [i for i, c in enumerate(zones) if c is not None and c.name == "Big Shield Gardna"][0]
    set_zone = [i for i, c in enumerate(zones) if c is not None and c.name == "Celtic Guardian"][0]
    assert not duel.players[1].mzone[gardna_zone].face_up
    others = set()
    for seed in range(30):
        copy = determinize(duel, 0, seed)
        names = _face_down_names(copy)
        assert names[gardna_zone] == "Big Shield Gardna", seed
        assert not copy.players[1].mzone[gardna_zone].face_up
        others.add(names[set_zone])
    assert "Celtic Guardian" in others and len(others) > 1


def test_the_monster_s_owner_determinizes_as_before_and_the_gardna_is_not_dealt_to_anyone_else():
    """Q: And the unseen cards dealt around it? A: the Gardna is no card of the pool the copies deal:
    no other hidden place of player 1 (hand, Deck, the Set monster) is ever dealt a Big Shield
    Gardna; and player 1's own copies (its own field is not hidden from it) keep both monsters."""
    duel = _book_of_moon_on_the_gardna()
    for seed in range(20):
        copy = determinize(duel, 0, seed)
        ps = copy.players[1]
        hidden = [c.name for c in ps.hand] + [c.name for c in ps.deck] + \
            [c.name for c in ps.mzone if c is not None and c.name != "Big Shield Gardna"]
        assert "Big Shield Gardna" not in hidden
        assert sorted(c.name for c in ps.mzone if c is not None).count("Big Shield Gardna") == 1
        own = determinize(duel, 1, seed)
        assert sorted(c.name for c in own.players[1].mzone if c is not None) == \
            ["Big Shield Gardna", "Celtic Guardian"]
