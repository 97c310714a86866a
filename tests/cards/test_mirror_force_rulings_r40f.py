"""Mirror Force's rulings as Goat judges give them (the GOAT preset; one text in both eras: when
an opponent's monster declares an attack, destroy all Attack Position monsters the opponent
controls).

Source: goatformat.com, "Individual Rulings (L-O)", MIRROR FORCE, Individual Card FAQs (its
entry, in our own words): it answers a direct attack as well as an attack on a monster; only the
opponent's Attack Position monsters are destroyed, their Defense Position ones (face-down
included) stay.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_mirror_force_answers_a_direct_attack_and_spares_defense_position_monsters():
    """Q: my field is empty; my opponent's Battle Ox attacks me directly while they also
    control an Attack Position Celtic Guardian, a Defense Position Mystical Elf and a Set
    monster. I activate Mirror Force: A: it may answer the direct attack; Battle Ox and Celtic
    Guardian are destroyed, the two Defense Position monsters stay, and I take no damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.monster(0, "Mystical Elf", position="defense")
    table.monster(0, "Sangan", position="set")
    table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="player")
    s.pick("activate", "Mirror Force", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Celtic Guardian"]
    assert sorted(field_monsters(duel, 0)) == ["Mystical Elf", "Sangan"]
    assert lp(duel) == (8000, 8000)
