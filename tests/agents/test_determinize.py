"""Determinization: a copy of a duel as one player knows it (duelist.engine.determinize).

What is hidden from a player is dealt again; what they may know stays; and nothing in
the copy lets anyone recover the real hidden cards."""

import pytest

from duelist.agents import RandomAgent, play_out
from duelist.engine.determinize import Determinizer, determinize
from duelist.engine.duel import Duel
from duelist.engine.events import log_digest
from duelist.engine.protocol import DuelError
from duelist.testing import Script, Table
from duelist.testing.property import starter_decks

MONSTERS = ["Battle Ox", "Celtic Guardian", "Mystical Elf", "Dark Magician", "Koumori Dragon"]


def state_key(duel):
    """Everything of a duel that a copy could leak through: every card (cid, uid, code,
    place, position), LP, the PRNG state, the log, the pending request."""
    cards = [(c.cid, c.uid, c.data.code, c.location, c.controller, c.seq, c.position, c.owner)
             for c in duel.cards]
    piles = [[[c.cid for c in getattr(ps, pile)] for pile in ("deck", "hand", "grave", "banished", "extra")]
             for ps in duel.players]
    request = None if duel.request is None else duel.request.to_dict()
    return (cards, piles, [ps.lp for ps in duel.players], duel.rng.getstate(), log_digest(duel.log),
            request, duel.turn, duel.phase)


def table_with(hand1, deck1, seed=0):
    """Player 1 (the opponent of viewer 0) holds `hand1` and draws from `deck1`; player 0
    sees one face-down monster and one Set card of theirs."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon"])
    table.monster(0, "Dark Magician")
    table.hand(1, *hand1)
    table.deck(1, deck1)
    table.monster(1, "Summoned Skull", position="set")
    table.spell_trap(1, "Mirror Force")
    return table.build(seed)


def test_two_duels_that_differ_only_in_hidden_cards_give_the_same_copy():
    """The copy depends on what player 0 may know and the seed, never on the real hidden
    cards: the opponent's hand and deck hold the same cards, arranged differently."""
    a = table_with(["Battle Ox", "Celtic Guardian"], ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    b = table_with(["Dark Magician", "Koumori Dragon"], ["Celtic Guardian", "Battle Ox", "Mystical Elf"])
    assert [c.name for c in a.players[1].hand] != [c.name for c in b.players[1].hand]
    assert a.view(0) == b.view(0)
    for seed in range(5):
        assert state_key(determinize(a, 0, seed)) == state_key(determinize(b, 0, seed))


def test_real_hidden_cards_are_not_recoverable_across_copies():
    """Across many copies, the opponent's hand and both Deck orders vary."""
    duel = table_with(["Battle Ox", "Celtic Guardian"], ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    hands, my_decks = set(), set()
    det = Determinizer(duel, 0)
    for seed in range(60):
        copy = det.sample(seed)
        hands.add(tuple(sorted(c.name for c in copy.players[1].hand)))
        my_decks.add(tuple(c.name for c in copy.players[0].deck))
    assert len(hands) >= 6          # C(6, 2) = 15 possible hands from the 6 unseen cards
    assert len(my_decks) == 6       # 3! orders of player 0's own Deck


def test_copy_keeps_everything_the_player_may_know():
    duel = table_with(["Battle Ox", "Celtic Guardian"], ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    before = duel.view(0)
    copy = determinize(duel, 0, 7)
    assert copy.view(0) == before
    assert duel.view(0) == before                       # the real duel is untouched
    assert [c.name for c in copy.players[0].hand] == ["Battle Ox"]
    assert sorted(c.name for c in copy.players[0].deck) == ["Celtic Guardian", "Koumori Dragon", "Mystical Elf"]


def test_unseen_cards_come_from_the_opponents_cards_minus_the_seen_ones():
    """The opponent's hidden places hold exactly their unseen cards, a face-down monster
    gets a monster and a Set card a Spell or Trap."""
    duel = table_with(["Battle Ox", "Celtic Guardian"], ["Mystical Elf", "Dark Magician", "Koumori Dragon"])
    unseen = sorted(["Battle Ox", "Celtic Guardian", "Mystical Elf", "Dark Magician", "Koumori Dragon",
                     "Summoned Skull", "Mirror Force"])
    for seed in range(30):
        copy = determinize(duel, 0, seed)
        p1 = copy.players[1]
        set_monster = p1.mzone[0]
        set_card = [c for c in p1.szone if c is not None][0]
        names = [c.name for c in p1.hand + p1.deck] + [set_monster.name, set_card.name]
        assert sorted(names) == unseen
        assert set_monster.data.is_monster and set_card.name == "Mirror Force"
        assert len(p1.hand) == 2 and len(p1.deck) == 3


def test_the_log_is_in_the_players_form():
    """seed-free: the opponent's draw stays in the copy's log without the card drawn."""
    table = Table(turn=3, turn_player=1, phase="draw")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Dark Magician", "Battle Ox"])
    duel = table.build()
    draw = [e for e in duel.log if e["type"] == "draw"][0]
    assert draw["private"]["name"] == "Dark Magician"
    copy = determinize(duel, 0, 1)
    copied = [e for e in copy.log if e["type"] == "draw"][0]
    assert "private" not in copied and "name" not in copied and copied["uid"] == draw["uid"]
    assert len(copy.log) == len(duel.log) and copy.answers == []


def test_same_seed_same_copy_and_copies_play_on():
    d0, d1 = starter_decks()
    duel = Duel(d0, d1, seed=5, first_player=0)
    agents = (RandomAgent(1), RandomAgent(2))
    while duel.request is not None and len(duel.answers) < 30 or duel._proc is not None:
        duel.answer(agents[duel.request.player].choose(duel, duel.request))
    player = duel.request.player
    one, two = determinize(duel, player, 42), determinize(duel, player, 42)
    assert state_key(one) == state_key(two)
    assert state_key(determinize(duel, player, 43)) != state_key(one)
    fork = one.fork()
    play_out(one, (RandomAgent(3), RandomAgent(4)))
    assert one.result is not None
    play_out(fork, (RandomAgent(3), RandomAgent(4)))
    assert fork.log == one.log                     # forks of a copy replay it exactly


def test_copy_forks_mid_procedure():
    """A copy has an origin of its own: forks in the middle of a procedure work."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    table.deck(1, MONSTERS)
    duel = table.build()
    copy = determinize(duel, 0, 3)
    Script(copy).pick("summon", "Summoned Skull")
    assert copy.request.kind == "tribute"
    again = copy.fork()
    assert again.request.to_dict() == copy.request.to_dict()


def test_mid_procedure_and_finished_duels_are_refused_clearly():
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Summoned Skull")
    table.monster(0, "Battle Ox")
    duel = table.build()
    Script(duel).pick("summon", "Summoned Skull")
    with pytest.raises(DuelError, match="quiet point"):
        determinize(duel, 0, 1)
    with pytest.raises(ValueError):
        Determinizer(table.build(), 2)


def artifact_table(hand1, set1):
    """Player 1 holds `hand1` and has `set1` Set in a Spell & Trap Zone, and a face-down
    Battle Ox: a Set Artifact (a monster Set as a Spell) among the hidden cards."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.monster(0, "Dark Magician")
    table.hand(1, *hand1)
    table.monster(1, "Battle Ox", position="set")
    table.spell_trap(1, set1)
    return table.build()


def test_a_set_artifact_is_dealt_like_any_set_card():
    """A Set card of the opponent may be an Artifact (a monster Set as a Spell): the copies
    deal that Set card an Artifact or a Spell alike, whichever the real one is, and the same
    seed gives the same copy: nothing tells player 0 which Set card is a monster."""
    a = artifact_table(["Mystical Space Typhoon"], "Artifact Moralltach")
    b = artifact_table(["Artifact Moralltach"], "Mystical Space Typhoon")
    assert a.view(0) == b.view(0)
    dealt = set()
    for seed in range(12):
        assert state_key(determinize(a, 0, seed)) == state_key(determinize(b, 0, seed))
        dealt.add(determinize(a, 0, seed).players[1].szone[0].name)
    assert dealt == {"Artifact Moralltach", "Mystical Space Typhoon"}


def test_copies_stay_legal_with_a_set_artifact_among_the_hidden_cards():
    """The unseen cards are Battle Ox and a Set Artifact Moralltach; Moralltach fits the
    face-down monster and the Set card, Battle Ox only the face-down monster: every copy puts
    Battle Ox in the Monster Zone and Moralltach in the Spell & Trap Zone (never a Battle Ox
    face-down in a Spell & Trap Zone), and passes the duel's invariants."""
    from duelist.testing.invariants import check_invariants
    duel = artifact_table([], "Artifact Moralltach")
    det = Determinizer(duel, 0)
    for seed in range(20):
        copy = det.sample(seed)
        assert copy.players[1].mzone[0].name == "Battle Ox"
        assert copy.players[1].szone[0].name == "Artifact Moralltach"
        check_invariants(copy)


def test_a_delayed_effect_whose_card_turned_face_down_still_applies_in_a_copy():
    """Magical Scientist's Fusion Monster goes back to the Extra Deck at the end of the
    turn, a delayed effect of the Scientist. Flipped face-down by Book of Moon, the Scientist
    is hidden, but its delayed effect was activated in public: every copy as the opponent
    knows it plays that End Phase as the duel does (the copy used to crash there, the
    face-down card dealt another card with no such effect)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Magical Scientist")
    table.hand(0, "Book of Moon")
    table.extra(0, "Flame Swordsman")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Dark Magician", "Koumori Dragon", "Summoned Skull"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Magical Scientist")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("select", "Flame Swordsman")
    s.pick("option", "Attack Position", request="option")
    s.pick("activate", "Book of Moon")
    s.pick("target", "Magical Scientist")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [c.position for c in duel.monsters(0)] == ["set", "attack"]
    for seed in range(6):
        copy = determinize(duel, 1, seed)
        Script(copy).end_turn()
        assert [c.name for c in copy.players[0].extra] == ["Flame Swordsman"]
    s.end_turn()
    assert [c.name for c in duel.players[0].extra] == ["Flame Swordsman"]


def test_a_face_down_xyz_monster_keeps_its_materials_in_a_copy():
    """An Xyz Monster turned face-down keeps its Xyz Materials, and they stay public (seed 004
    §XYZ素材): a copy determinized for the opponent shows them the same field, the
    materials under the same face-down monster; that monster keeps its card (only an Xyz
    Monster can hold materials). A copy once dealt it another card in place and left the
    materials under a cid that was no longer its (property test kind 2, seed 1215962
    --determinize 7, found by hfuzz3)."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(1, "Gem-Knight Pearl", position="set", materials=["Celtic Guardian", "Vorse Raider"])
    table.hand(1, "Dark Magician", "Summoned Skull")
    table.deck(1, ["Mystical Elf", "Koumori Dragon", "Battle Ox"])
    table.extra(1, "Number 39: Utopia")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    duel = table.build()
    seen = duel.view(0)
    for seed in range(6):
        copy = determinize(duel, 0, seed)
        assert copy.view(0) == seen
        pearl = copy.players[1].mzone[0]
        assert pearl.data.name == "Gem-Knight Pearl"
        assert [m.data.name for m in copy.materials_of(pearl)] == ["Celtic Guardian", "Vorse Raider"]
