"""A pending trigger follows its card while the card stays where it was: a hand shuffle is no move.

Seed 000 §效果分類 誘發效果: a trigger whose card went back to a place that is not public (the hand,
the Deck) since its moment cannot be activated -- the card is a new object there. A card that
stays in the hand while the hand is shuffled (the engine shuffles a hand, new uids, whenever a card
the opponent saw joins it) has gone nowhere: its trigger that works in the hand is activated as if
nothing happened. Watapon, today's text in our words (OCG ワタポン, yugioh-wiki.net: "if this card
is added from your Deck to your hand by a card effect, you can Special Summon it": an "if", so it
never misses the timing), searched at Chain Link 2, is Special Summoned after the chain even though
Chain Link 1 then adds another card to the hand.

No scripted card shows this on its own under either rules preset (round 59b): under today's rules
Sangan and Witch of the Black Forest lock the name they add (Watapon cannot activate its effect
that turn), and Cyber Jar Special Summons Watapon itself unless its player lacks the zones, when
none is left for Watapon either; under GOAT Watapon's 2005 "when" misses the timing at Chain Link 2
(tests/cards/test_watapon_missing_the_timing_r58x.py). So the searcher at Chain Link 2 is a
stand-in Trap: Dust Tornado, "add 1 monster with 1500 or less ATK from your Deck to your hand"
(a spell speed 2 search with no name lock). Chain Link 1 is Reinforcement of the Army (a Warrior
added and shown: the hand is shuffled)."""

from duelist.cards import kit
from duelist.cards.common import activate
from duelist.testing.reads import field_monsters, hand, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

WP = "Watapon"


def _search_weak_monster(ctx):
    yield from kit.search_deck(ctx, lambda c: c.data.is_monster and (c.data.atk or 0) <= 1500,
                               "Add a monster with 1500 or less ATK")


def _searched_at_chain_link_2(monkeypatch, rules=None):
    stand_in(monkeypatch, "Dust Tornado", [activate(_search_weak_monster)])
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, "Reinforcement of the Army")
    table.spell_trap(0, "Dust Tornado")
    table.deck(0, [WP, "Celtic Guardian", "Giant Rat", "Battle Ox"])
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Reinforcement of the Army")
    s.pick("activate", "Dust Tornado", player=0)
    for _ in range(30):
        r = duel.request
        if r is None or r.kind == "idle":
            break
        if r.kind == "chain":
            s.pick("pass", player=r.player)
        elif r.kind == "select" and s.has("select", WP):
            s.pick("select", WP)
        elif r.kind == "select" and s.has("select", "Celtic Guardian"):
            s.pick("select", "Celtic Guardian")
        elif r.kind == "yes_no":
            s.pick("yes", player=r.player)
        else:
            s.answer(r.options[0])
    return duel, start


def test_watapon_searched_at_chain_link_2_summons_itself_after_a_later_hand_shuffle(monkeypatch):
    """Q: I activate Reinforcement of the Army and chain a Trap that adds Watapon from my Deck to my
    hand. The Trap resolves (Watapon joins my hand), then Reinforcement adds Celtic Guardian, shown
    to my opponent, and my hand is shuffled. Can Watapon still Special Summon itself? A: Yes:
    Watapon never left the hand, so its trigger is activated after the chain (Chain Link 1 of a new
    chain) and it is Special Summoned; Celtic Guardian stays in my hand."""
    duel, start = _searched_at_chain_link_2(monkeypatch)
    chains = [(e["link"], e["name"]) for e in of_type(duel, "chain", start)]
    assert chains == [(1, "Reinforcement of the Army"), (2, "Dust Tornado"), (1, WP)]
    assert of_type(duel, "shuffle_hand", start)       # (the shuffle the rule is about happened)
    assert field_monsters(duel, 0) == [WP]
    assert hand(duel, 0) == ["Celtic Guardian"]
