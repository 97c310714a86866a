"""Creature Swap's rulings as Goat judges give them (the GOAT preset; one text in both eras:
each player picks a monster they control and the two switch control; neither may change its
battle position for the rest of the turn).

Source: goatformat.com, "Individual Rulings (A-C)", CREATURE SWAP, Individual Card FAQs (its
entry, in our own words): a face-down monster may be the one a player gives, and it stays
face-down; the player who receives it cannot Flip Summon it that turn, since a Flip Summon
changes its battle position. With "Individual Rulings (S-T)", SCAPEGOAT: a Sheep Token cannot be
Tributed for a Tribute Summon, whoever controls it. Metagame.com's Duelist Academy "Pulling the
Ol' Creature Swap" (Curtis Schultz, the kperovic.com mirror) gives the same reading of the card
of the time: no target, each player picks at resolution, "the selected monsters cannot change
their battle positions this turn".

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table


def test_a_face_down_monster_received_by_creature_swap_cannot_be_flip_summoned_that_turn():
    """Q: I activate Creature Swap; my opponent gives me their only monster, a Set Battle Ox.
    May I Flip Summon it this turn? A: it comes to me still face-down, and no: a Flip Summon is
    a change of its battle position, which Creature Swap forbids for the rest of the turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Creature Swap")
    table.monster(0, "Celtic Guardian")
    ox = table.monster(1, "Battle Ox", position="set")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    while duel.request.kind != "idle":
        s.pick("pass") if s.has("pass") else s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Battle Ox"]
    assert field_monsters(duel, 1) == ["Celtic Guardian"]
    assert not ox.card(duel).face_up
    assert not s.has("flip_summon", ox)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and s.has("flip_summon", ox)



def test_a_sheep_token_given_by_creature_swap_still_cannot_be_tributed_for_a_tribute_summon():
    """Q: after my Scapegoat, I give my opponent a Sheep Token with Creature Swap (they give me
    their Celtic Guardian). In their turn, may they Tribute the token to Tribute Summon Summoned
    Skull? A: no: the token keeps its own restriction whoever controls it; with no other
    monster to Tribute, Summoned Skull cannot be Tribute Summoned."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(0, "Scapegoat")
    table.hand(0, "Creature Swap")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Summoned Skull")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Scapegoat")
    while duel.request.kind != "idle":
        s.pick("pass")
    s.pick("activate", "Creature Swap")
    while duel.request.kind != "idle":
        if duel.request.kind == "select" and duel.request.player == 0:
            s.pick("select", "Sheep Token", first=True)
        else:
            s.pick("pass") if s.has("pass") else s.answer(duel.request.options[0])
    assert field_monsters(duel, 1) == ["Sheep Token"]
    assert sorted(field_monsters(duel, 0)) == ["Celtic Guardian"] + ["Sheep Token"] * 3
    s.end_turn()
    while duel.request.kind != "idle":
        s.pick("pass")
    s.expect(request="idle", player=1)
    assert not s.has("summon", "Summoned Skull")
