"""Watapon (87774234): a judge's review (round 58x) of its 2005 "when ... you can".

Sources, in our words: the 2005 print (MOV-EN003) reads "when this card is added from your Deck to your
hand by a card effect, you can Special Summon it": an optional "when" trigger, which misses the timing
when that addition is not the last thing that happened (edisonformat.net "Missing the Timing": a "when"
trigger met at chain link 2 or higher misses it; the engine's 2005 rows for Card of Safe Return and Dark
Magician of Chaos read their "when ... you can" the same way). Today's text (OCG ワタポン 「加わった場合」,
"if") never misses the timing. Seed 000 §誘發效果 (optional triggers and the timing). Sangan and Witch of
the Black Forest destroyed at once: their two mandatory triggers are chained in the order their player
picks (SEGOC).

Engine note (round 58x): the chain-link-2 position also shows an engine gap the 2005 answer hides: the
later search shuffles the hand, which gives Watapon a new uid, and chain.py drops a pending hand trigger
whose card's uid changed (it reads that as "the card left the hand"), so today's "if" Watapon would lose
its trigger there too (no today's position can show it here: today's Sangan and Witch lock the name they
add). Requested in round 58x's report."""

from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table

WP = "Watapon"


def _dark_hole_on_sangan_and_witch(first):
    """GOAT: my Dark Hole destroys my Sangan and Witch of the Black Forest; `first` is chain link 1.
    Sangan adds Watapon, the Witch adds Battle Ox."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Sangan")
    table.monster(0, "Witch of the Black Forest")
    table.hand(0, "Dark Hole")
    table.deck(0, [WP, "Battle Ox", "Giant Rat"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    for _ in range(30):
        r = duel.request
        if r is None or r.kind in ("idle", "yes_no"):
            break
        if r.kind == "chain":
            s.pick("pass", player=r.player)
        elif r.kind == "order":
            s.answer([o for o in r.options if first in str(o)][0] if len(r.options) > 1 else r.options[0])
        elif r.kind == "select":
            want = WP if "Sangan" in str(getattr(r, "prompt", "")) else "Battle Ox"
            s.pick("select", want, player=0)
        else:
            s.answer(r.options[0])
    return duel, s


def test_watapon_searched_at_chain_link_2_misses_the_timing_2005():
    """Q (GOAT): my Dark Hole destroys my Witch of the Black Forest (chain link 1) and Sangan (chain link
    2). Sangan's link adds Watapon, then the Witch's adds Battle Ox. A: the last thing that happened is
    the Witch's search: Watapon's "when ... you can" missed the timing; it stays in my hand."""
    duel, s = _dark_hole_on_sangan_and_witch("Witch of the Black Forest")
    assert [e["name"] for e in of_type(duel, "chain")] == ["Dark Hole", "Witch of the Black Forest", "Sangan"]
    assert duel.request.kind == "idle"
    assert sorted(hand(duel, 0)) == ["Battle Ox", WP] and field_monsters(duel, 0) == []


def test_watapon_searched_at_the_last_link_keeps_the_timing_2005():
    """Q (GOAT): the same, with Sangan as chain link 1: the Witch adds Battle Ox first, then Sangan adds
    Watapon. A: the addition is the last thing that happened: Watapon's trigger is offered, and it
    Special Summons itself."""
    duel, s = _dark_hole_on_sangan_and_witch("Sangan")
    assert [e["name"] for e in of_type(duel, "chain")] == ["Dark Hole", "Sangan", "Witch of the Black Forest"]
    s.pick("yes", WP, player=0, request="yes_no")
    s.pick("option", "Defense Position", request="option")
    assert field_monsters(duel, 0) == [WP] and hand(duel, 0) == ["Battle Ox"]
