"""Secret Barrel's rulings as Goat judges give them (the GOAT preset; Secret Barrel has one text
in both eras: 200 damage for each card in the opponent's hand and on their side of the field).

Source: goatformat.com, "Individual Rulings (S-T)", SECRET BARREL, Individual Card FAQs (its
entry, in our own words): the cards are counted when Secret Barrel resolves, not when it is
activated.

Reading note (h40f): the stored copies of goatformat.com's Individual Rulings pages reachable
for this audit hold only each page's opening (the S-T page: its card headings), so the page is
named as where the card's 2005 Upper Deck rulings are listed, and the answer is put in our own
words from the card's 2005 text and the game's rules; it is not quoted from the page."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def test_a_card_the_opponent_chains_is_still_on_the_field_and_counted():
    """Q: I activate Secret Barrel while my opponent holds 2 cards and controls a monster and a
    Set Waboku; they chain Waboku. How much damage? A: the count is made as Secret Barrel
    resolves: Waboku has resolved but, a resolved Normal Trap, waits face-up on their field until
    the whole chain has resolved (yomifrog.lima-city.de Extended Game Mechanics ch. 6, "Resolving
    a Chain"; the 2004-2005 OCG expert-rule page home.att.ne.jp/moon/puppiy/rule/trap/T1/
    trap1.htm: a Normal Trap leaves at the chain's end; round 55y's
    tests/rules/test_resolved_cards_go_to_the_gy_when_the_chain_ends_r55y.py), so 4 cards are
    counted (800); Waboku goes to the GY after."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="main1")
    table.spell_trap(0, "Secret Barrel")
    table.hand(1, "Battle Ox", "Celtic Guardian")
    table.monster(1, "Mystical Elf")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.pick("end_turn", request="idle", player=1)
    s.pick("activate", "Secret Barrel", player=0, request="chain")
    s.pick("activate", "Waboku", player=1, request="chain")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    assert grave(duel, 1) == ["Waboku"]
    assert lp(duel) == (8000, 8000 - 800)
