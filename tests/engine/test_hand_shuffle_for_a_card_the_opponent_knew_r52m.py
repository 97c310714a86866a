"""A card returns to its owner's hand: is the hand shuffled (new uids), so that the opponent cannot
follow it? Only where the opponent knew which card it was (round 52m, hidden information).

Seed 001 (手卡為不公開區域: the hand is not public; a face-down card's name is not public either).
docs/protocol.md "Uids of hidden cards": a hand whose card the opponent saw gets new uids. The
engine marks a hidden card its owner's opponent saw (a face-down monster revealed to them, a Deck
card shown to them, a monster turned face-down after they saw it face-up); such a card joins the
hand with a hand shuffle, one the opponent never saw does not, and nothing that goes elsewhere
shuffles a hand. Replays recorded before `Rules.hand_uids_scrambled` play without that shuffle.

Round 52m: mutants of actions.py `reveal` (which revealed cards are marked), `_move` (the hand
shuffle's test, and `seen` asked of the mark itself, not of any mark) that the hand-shuffle tests
did not tell from the real engine."""

from duelist.engine.rules import get_rules
from duelist.testing.reads import of_type
from duelist.testing.scenario import Script, Table


def _pass_until_idle(duel, s):
    while duel.request.kind != "idle":
        s.pick("pass")


def _evacuate(duel, s, ref):
    """Player 0's Set Compulsory Evacuation Device on `ref`; returns the uid the card got in its
    owner's hand and the uids player 0 sees in player 1's hand."""
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", ref)
    _pass_until_idle(duel, s)
    back = of_type(duel, "to_hand")[-1]["uid"]
    return back, [c["uid"] for c in duel.view(0)["players"][1]["hand"]]


def test_a_face_down_monster_deck_devastation_virus_showed_me_is_shuffled_into_the_hand():
    """Q: my Deck Devastation Virus (Tributing Dark Magician) shows me my opponent's face-down
    Summoned Skull (2500 ATK: it survives); then my Compulsory Evacuation Device returns the Skull
    to their hand. A: I know which card went back, so their hand is shuffled: new uids, and the
    uid it went back with is not one I see in their hand."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Dark Magician")
    table.spell_trap(0, "Deck Devastation Virus")
    table.spell_trap(0, "Compulsory Evacuation Device")
    skull = table.monster(1, "Summoned Skull", position="set")
    table.hand(1, "Battle Ox", "Pot of Greed")
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Deck Devastation Virus")
    s.pick("select", "Dark Magician", player=0)
    _pass_until_idle(duel, s)
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    shuffles = len(of_type(duel, "shuffle_hand"))
    back, hand = _evacuate(duel, s, skull)
    assert sorted(c.name for c in duel.players[1].hand) == ["Battle Ox", "Pot of Greed", "Summoned Skull"]
    assert len(of_type(duel, "shuffle_hand")) == shuffles + 1
    assert back not in hand


def test_a_face_down_monster_summoned_from_the_deck_goes_back_unshuffled():
    """Control: my opponent's Apprentice Magician, destroyed by my Battle Ox, Special Summons Old
    Vindictive Magician from their Deck face-down; I never see which. My Compulsory Evacuation
    Device then returns it to their hand: nothing to hide from me, no hand shuffle; its uid stays
    in their hand (a note the engine keeps on the monster, which Spellcaster's effect summoned
    it, is not a sign that I saw it)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.spell_trap(0, "Compulsory Evacuation Device")
    table.monster(1, "Apprentice Magician")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Mystical Elf", "Dark Magician", "Old Vindictive Magician"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Apprentice Magician")
    while duel.request.kind != "battle":
        if duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "select":
            s.pick("select", "Old Vindictive Magician", player=1)
        else:
            s.pick("pass")
    hidden = duel.monsters(1)
    assert [c.name for c in hidden] == ["Old Vindictive Magician"] and not hidden[0].face_up
    shuffles = len(of_type(duel, "shuffle_hand"))
    s.pick("activate", "Compulsory Evacuation Device")
    s.pick("target", hidden[0].uid, player=0)
    while duel.request.kind != "battle":
        s.pick("pass")
    back = of_type(duel, "to_hand")[-1]["uid"]
    assert sorted(c.name for c in duel.players[1].hand) == ["Old Vindictive Magician", "Pot of Greed"]
    assert len(of_type(duel, "shuffle_hand")) == shuffles
    assert back in [c["uid"] for c in duel.view(0)["players"][1]["hand"]]


def test_under_rules_recorded_before_the_flag_a_seen_monster_goes_back_unshuffled():
    """Q: under the rules of a replay recorded before `hand_uids_scrambled` (read as off), I turn
    my opponent's Mystical Elf face-down with Book of Moon, then return it to their hand with
    Compulsory Evacuation Device. A: as those replays were played, no hand shuffle: the uid it
    went back with stays in their hand (today's rules shuffle it:
    tests/cards/test_book_of_moon_then_returned_to_the_hand_followed_r51t.py)."""
    table = Table(rules=get_rules("MR5").replace(hand_uids_scrambled=False), turn=3, turn_player=0)
    elf = table.monster(1, "Mystical Elf")
    table.hand(1, "Battle Ox", "Pot of Greed")
    table.hand(0, "Book of Moon")
    table.spell_trap(0, "Compulsory Evacuation Device")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", elf)
    _pass_until_idle(duel, s)
    back, hand = _evacuate(duel, s, elf)
    assert sorted(c.name for c in duel.players[1].hand) == ["Battle Ox", "Mystical Elf", "Pot of Greed"]
    assert of_type(duel, "shuffle_hand") == []
    assert back in hand


def test_a_monster_destroyed_by_battle_shuffles_no_hand():
    """Q: my Battle Ox destroys my opponent's Celtic Guardian; they hold two cards. A: nothing
    joined their hand: no hand shuffle, their hand cards keep the uids they had."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(1, "Mystical Elf", "Pot of Greed")
    table.hand(0, "Hitotsu-Me Giant")
    duel = table.build()
    before = [c.uid for c in duel.players[1].hand] + [c.uid for c in duel.players[0].hand]
    Script(duel).pick("attack", "Battle Ox", target="Celtic Guardian")
    assert [c.name for c in duel.players[1].grave] == ["Celtic Guardian"]
    assert of_type(duel, "shuffle_hand") == []
    assert [c.uid for c in duel.players[1].hand] + [c.uid for c in duel.players[0].hand] == before


def test_the_hand_shuffles_order_is_drawn_anew_in_each_duel():
    """Q: Sangan's search adds Mystical Elf to my hand of two, shown to my opponent; my hand gets
    new uids. Can my opponent, who knows how the engine deals them, tell which new uid the Elf got
    from its place among them? A: no: the order the new uids are dealt in is drawn from each
    duel's hidden seed, so the Elf's rank among my hand's new uids is not the same in every duel
    (twelve duels)."""
    ranks = set()
    for seed in range(12):
        table = Table(turn=3, turn_player=0)
        table.monster(0, "Sangan")
        table.hand(0, "Dark Hole", "Pot of Greed", "Battle Ox")
        table.deck(0, ["Battle Ox", "Mystical Elf"])
        duel = table.build(seed=seed)
        s = Script(duel)
        s.pick("activate", "Dark Hole")
        while duel.request.kind != "idle":
            if duel.request.kind == "select":
                s.pick("select", "Mystical Elf")
            else:
                s.pick("pass")
        uids = sorted(c["uid"] for c in duel.view(1)["players"][0]["hand"])
        assert len(uids) == 3
        ranks.add([duel.card_by_uid(uid).name for uid in uids].index("Mystical Elf"))
    assert len(ranks) > 1
