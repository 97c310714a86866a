"""The invariants checked after every decision and a second attack an Equip Card gives (stop 56).

Twin Swords of Flashing Light - Tryce (round 56j) lets the monster it equips attack twice in each
Battle Phase; the invariants allowed a second attack only to a monster whose own script gives one
(Mataza the Zapper), and failed right duels built around the Swords ("attacked 2 times": property
seeds 5612, 5630, 5702 of that theme). A monster may attack twice wherever a card of the duel gives
extra attacks; no bundled card gives more than one more."""

from duelist.testing.property import run_one

THEME = "Twin Swords of Flashing Light - Tryce+Shooting Star Bow - Ceal+Guardian Statue"


def _attacked_twice_with_the_swords(duel):
    seen = {}
    for e in duel.log:
        if e["type"] == "turn":
            seen = {}
        elif e["type"] == "attack":
            seen[e["attacker"]] = seen.get(e["attacker"], 0) + 1
            if seen[e["attacker"]] == 2:
                return True
    return False


def test_referee_counts_an_equip_cards_second_attack():
    """Q: in a random duel built around Twin Swords of Flashing Light - Tryce, a monster equipped
    with it attacks twice in one Battle Phase. A: every invariant holds after each decision (no
    "attacked 2 times"), and the duel replays. (Which seed shows it moves when cards are added: the
    first of 2, 8, 14... that does.)"""
    seed = next(s for s in range(2, 2 + 6 * 200, 6)
                if _attacked_twice_with_the_swords(run_one(s, check_every=False, theme=THEME)))
    duel = run_one(seed, theme=THEME)
    assert _attacked_twice_with_the_swords(duel)
