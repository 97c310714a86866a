"""Gravekeeper's Watcher (Effect Monster): when the opponent activates a card or effect that would
make THEM discard from their own hand as it resolves, its player may discard it from the hand (a
cost) to negate that activation and destroy that card.

Sources, in our own words:
- its texts. The OCG text (yugioh-wiki.net 《墓守の監視者》): the opponent activates a card including
  an effect by which they discard their own hand (自らの手札を捨てる). The 2004 TCG print (PGD-064, as
  Pojo's Card of the Day of 2004-10-04 prints it): the activator's own discard, a discarding COST
  excluded; the Watcher is discarded from the hand; the activation is negated and the card
  destroyed. A later TCG print says "make them discard when it resolves". So the hand that
  counts is the activating player's own: Graceful Charity, Card Destruction, Morphing Jar, Mind
  Crush (its random discard of its own player's card), Royal Tribute; never Confiscation, Delinquent
  Duo or Spirit Reaper, which make only the Watcher's player discard (our reading of the text:
  no ruling names them).
- yugioh-wiki.net 《墓守の監視者》 FAQ: it targets nothing (09/02/05); it answers Card Destruction
  activated by an opponent whose own hand is empty (09/02/06); it answers Mind Crush (14/03/21);
  in the Damage Step: no (09/02/05), later yes (14/05/26) -- the 2005 text plays the older answer
  (the ERAS entry), today's the newer.
- Goblin of Greed's text (no card or effect whose cost discards): the Watcher's cost is a discard
  in both texts. Necrovalley's text (the GYs cannot be touched): nothing in the Watcher's answer
  moves a card out of a GY, so it does not matter.
The engine reads the answered effect's declaration `Effect.discards` (round 55w), never its code."""

from duelist.testing.reads import grave, hand, lp, of_type
from duelist.testing.scenario import Script, Table

WATCHER = "Gravekeeper's Watcher"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(spell, rules="MR5", their_hand=("Battle Ox",), my_hand=(WATCHER, "Celtic Guardian")):
    """Player 0 (the opponent) holds `spell` and `their_hand`; player 1 holds the Watcher."""
    table = Table(turn=3, rules=rules)
    table.hand(0, spell, *their_hand)
    table.hand(1, *my_hand)
    table.deck(0, ["Mystical Elf"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    return table


def _play_on_without_the_watcher(s, duel):
    """Answer every request until the Main Phase menu comes back (each choice: its first option),
    checking at each chain window that the Watcher is not offered."""
    while duel.request is not None and duel.request.kind != "idle":
        if duel.request.kind == "chain":
            assert not s.has("activate", WATCHER)
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])


def _activated(table, spell):
    duel = table.build()
    s = Script(duel)
    s.pick("activate", spell, request="idle")
    return duel, s


def test_gravekeepers_watcher_negates_and_destroys_graceful_charity():
    """Q: my opponent activates Graceful Charity (draw 3, then discard 2 of their own hand). A: I
    discard Gravekeeper's Watcher from my hand in answer: Graceful Charity's activation is negated
    and the card destroyed; nobody draws or discards; the Watcher went to my GY as a cost."""
    duel, s = _activated(_table("Graceful Charity"), "Graceful Charity")
    s.expect(request="chain", player=1)
    s.pick("activate", WATCHER, player=1)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Battle Ox"] and grave(duel, 0) == ["Graceful Charity"]
    assert hand(duel, 1) == ["Celtic Guardian"] and grave(duel, 1) == [WATCHER]
    assert [e["reason"] for e in of_type(duel, "to_grave") if e["name"] == WATCHER] == ["discard_cost"]
    assert [e["name"] for e in of_type(duel, "negated")] == ["Graceful Charity"]
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Graceful Charity"]
    assert not of_type(duel, "draw")


def test_gravekeepers_watcher_answers_card_destruction_though_its_player_holds_no_card():
    """Q: my opponent, with no other card in hand, activates Card Destruction (both players discard
    their hands, then draw as many). A: I may still answer it with the Watcher (the FAQ of 09/02/06):
    negated and destroyed; my Celtic Guardian stays in my hand."""
    duel, s = _activated(_table("Card Destruction", their_hand=()), "Card Destruction")
    s.pick("activate", WATCHER, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Card Destruction"] and hand(duel, 0) == []
    assert hand(duel, 1) == ["Celtic Guardian"] and grave(duel, 1) == [WATCHER]
    assert not of_type(duel, "draw")


def test_gravekeepers_watcher_negates_mind_crush():
    """Q: my opponent activates a Set Mind Crush declaring Pot of Greed (it makes me discard the
    copies, or, on a miss, them discard a random card of their own). A: I may answer it with the
    Watcher (the FAQ of 14/03/21): negated and destroyed; my hand keeps its Pot of Greed."""
    table = Table(turn=3)
    table.spell_trap(0, "Mind Crush")
    table.hand(0, "Battle Ox")
    table.hand(1, WATCHER, "Pot of Greed")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Mind Crush", request="idle")
    s.declare_name("Pot of Greed", player=0)
    s.pick("activate", WATCHER, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Mind Crush"] and hand(duel, 0) == ["Battle Ox"]
    assert hand(duel, 1) == ["Pot of Greed"] and grave(duel, 1) == [WATCHER]


def test_gravekeepers_watcher_answers_royal_tribute_under_necrovalley():
    """Q: Necrovalley is face-up; my opponent activates Royal Tribute (each player discards every
    Monster Card in their hand). A: Necrovalley does not matter to the Watcher (its cost and its
    answer move nothing out of a GY): Royal Tribute is negated and destroyed; my Celtic Guardian and
    my opponent's Battle Ox stay in the hands."""
    table = _table("Royal Tribute")
    table.field_spell(0, "Necrovalley")
    duel, s = _activated(table, "Royal Tribute")
    s.pick("activate", WATCHER, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Royal Tribute"] and hand(duel, 0) == ["Battle Ox"]
    assert hand(duel, 1) == ["Celtic Guardian"] and grave(duel, 1) == [WATCHER]


def test_gravekeepers_watcher_negates_a_flipped_morphing_jar():
    """Q: my opponent Flip Summons Morphing Jar; its effect (both players discard their hands, then
    draw 5) is activated. A: the Watcher answers a monster's effect too: negated, and Morphing Jar
    destroyed; nobody discards or draws."""
    table = Table(turn=3)
    jar = table.monster(0, "Morphing Jar", position="set")
    table.hand(0, "Battle Ox")
    table.hand(1, WATCHER, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", jar, request="idle")
    while not s.has("activate", WATCHER):
        s.pick("pass")
    s.pick("activate", WATCHER, player=1)
    _pass_all(s, duel)
    assert grave(duel, 0) == ["Morphing Jar"] and hand(duel, 0) == ["Battle Ox"]
    assert hand(duel, 1) == ["Celtic Guardian"] and not of_type(duel, "draw")


def test_gravekeepers_watcher_does_not_answer_what_makes_only_me_discard():
    """Q: my opponent activates Confiscation (they discard a card of MY hand), or Delinquent Duo (I
    discard 2). A: the Watcher cannot be activated: its text names the activating player's own
    discard; those cards make only me discard (our reading of the text)."""
    for spell in ("Confiscation", "Delinquent Duo"):
        duel, s = _activated(_table(spell), spell)
        _play_on_without_the_watcher(s, duel)
        assert lp(duel) == (7000, 8000) and grave(duel, 0) == [spell], spell
        assert len(grave(duel, 1)) == (1 if spell == "Confiscation" else 2), spell


def test_gravekeepers_watcher_does_not_answer_spirit_reapers_discard():
    """Q: my opponent's Spirit Reaper deals me battle damage directly; its effect discards a random
    card of my hand. A: no Watcher: it is my hand, not theirs, that the effect discards from."""
    table = Table(turn=3, phase="battle_step")
    table.monster(0, "Spirit Reaper")
    table.hand(1, WATCHER, "Celtic Guardian", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Spirit Reaper", target="player")
    offered = []
    while duel.request is not None and duel.request.kind == "chain":
        offered.append(s.has("activate", WATCHER))
        s.pick("pass")
    assert lp(duel) == (8000, 7700) and not any(offered)
    assert len(hand(duel, 1)) == 2 and len(grave(duel, 1)) == 1


def test_gravekeepers_watcher_answers_only_the_opponent_and_not_a_discard_cost():
    """Q: I activate my own Graceful Charity; and, in another duel, my opponent activates Lightning
    Vortex (discard 1 card as its cost, then destroy my face-up monsters). A: neither can be
    answered: the Watcher answers only the opponent's activation, and a discard that is a cost is
    no effect that discards (the 2004 text says so). Both resolve."""
    table = Table(turn=3, turn_player=1)
    table.hand(1, "Graceful Charity", WATCHER)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Graceful Charity", request="idle", player=1)
    _play_on_without_the_watcher(s, duel)
    assert len(of_type(duel, "draw")) == 3 and len(hand(duel, 1)) == 1 + 3 - 2
    table = _table("Lightning Vortex")
    table.monster(1, "Vorse Raider")
    duel, s = _activated(table, "Lightning Vortex")
    _play_on_without_the_watcher(s, duel)
    assert grave(duel, 1) == ["Vorse Raider"] and hand(duel, 1) == [WATCHER, "Celtic Guardian"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Lightning Vortex"]


def test_gravekeepers_watcher_cannot_be_activated_under_goblin_of_greed():
    """Q: a face-up Goblin of Greed is on the field; my opponent activates Graceful Charity. A: I
    cannot answer with the Watcher: its cost discards it (Goblin of Greed's text); Graceful Charity
    resolves."""
    table = _table("Graceful Charity")
    table.monster(1, "Goblin of Greed")
    duel, s = _activated(table, "Graceful Charity")
    _play_on_without_the_watcher(s, duel)
    assert len(of_type(duel, "draw")) == 3 and len(hand(duel, 0)) == 1 + 3 - 2
    assert hand(duel, 1) == [WATCHER, "Celtic Guardian"]


def _jar_flipped_by_an_attack(rules):
    """Player 0's Summoned Skull attacks player 1's Set Morphing Jar; player 0 holds the Watcher."""
    table = Table(turn=3, rules=rules, phase="battle_step")
    table.monster(0, "Summoned Skull")
    jar = table.monster(1, "Morphing Jar", position="set")
    table.hand(0, WATCHER, "Battle Ox")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"] * 6)
    table.deck(1, ["Mystical Elf"] * 6)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=jar)
    return duel, s


def test_gravekeepers_watcher_in_the_damage_step_today():
    """Q (today's rules): my Summoned Skull attacks my opponent's Set Morphing Jar; flipped, its
    effect is activated in the Damage Step. A: I may answer it with the Watcher (the FAQ of 14/05/26):
    negated; nobody discards or draws; the Jar is destroyed by the battle."""
    duel, s = _jar_flipped_by_an_attack("MR5")
    assert duel.step == "damage"
    s.pick("activate", WATCHER, player=0)
    _pass_all(s, duel)
    assert hand(duel, 0) == ["Battle Ox"] and hand(duel, 1) == ["Celtic Guardian"]
    assert grave(duel, 0) == [WATCHER] and grave(duel, 1) == ["Morphing Jar"]
    assert not of_type(duel, "draw")


def test_gravekeepers_watcher_2005_text_not_in_the_damage_step():
    """Q (GOAT): the same attack on a Set Morphing Jar. A: the Watcher cannot be activated in the
    Damage Step (the older answer, 09/02/05): the Jar's effect resolves; both players discard their
    hands (the Watcher too) and draw 5."""
    duel, s = _jar_flipped_by_an_attack("GOAT")
    while duel.request is not None and duel.request.kind == "chain":
        assert not s.has("activate", WATCHER)
        s.pick("pass")
    assert len(hand(duel, 0)) == 5 and len(hand(duel, 1)) == 5
    assert sorted(grave(duel, 0)) == ["Battle Ox", WATCHER]
