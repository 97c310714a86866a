"""Ultimate Offering (Continuous Trap): "During your Main Phase or your opponent's Battle
Phase: you can pay 500 LP; immediately after this effect resolves, Normal Summon/Set 1
monster." A Normal Summon or Set is of a monster in the hand (seed 000 §通常召喚, §怪獸的蓋伏),
so with no Monster Card in the hand the effect cannot be activated; the script looks at
the hand before it asks the summon question (docs/performance.md, issue 11 round 20c: half
of its asks on the starter decks had no monster in the hand).

Ruled here: with only Spells in the hand the effect is not offered in the Main Phase menu,
nor in the opponent's Battle Phase; with Battle Ox in the hand it is offered in both, and it
summons; with only Summoned Skull in the hand (one Tribute needed) and no monster on the
field, a monster in the hand is not enough: not offered; and at every decision of random
starter duels, for every face-up Ultimate Offering, the condition's answer is the plain one
(the card activated, face-up, and a Normal Summon or Set possible now)."""

from duelist.engine.chain import new_ctx
from duelist.testing.scenario import Script, Table
from duelist.testing.walks import random_decisions

OFFERING = "Ultimate Offering"


def _table(hand, turn_player=0, phase="main1"):
    table = Table(rules="GOAT", turn=3, turn_player=turn_player, phase=phase)
    table.normal_summoned(0)
    table.spell_trap(0, OFFERING, face_down=False)
    table.hand(0, *hand)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table


def _offering(duel):
    return [c for c in duel.players[0].szone if c is not None and c.data.name == OFFERING][0]


def test_with_only_spells_in_the_hand_the_extra_summon_is_not_offered():
    """Player 0's Main Phase 1, their Normal Summon used, Ultimate Offering face-up, the hand
    Mystical Space Typhoon and Pot of Greed: no monster to summon, so the effect is not
    offered in the menu (the plain rule agrees: no Normal Summon or Set is possible now)."""
    duel = _table(["Mystical Space Typhoon", "Pot of Greed"]).build()
    s = Script(duel)
    assert duel.request.kind == "idle" and duel.request.player == 0
    assert not s.has("activate", OFFERING)
    assert not duel.can_normal_summon_now(0)


def test_with_a_monster_in_the_hand_the_extra_summon_is_offered_and_summons():
    """The same with Battle Ox in the hand beside the Spells: the effect is offered; it pays
    500 LP and Battle Ox is Normal Summoned as it resolves."""
    table = _table(["Mystical Space Typhoon", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", OFFERING)
    lp = duel.players[0].lp
    s.pick("activate", OFFERING, request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", first=True)
    assert duel.players[0].lp == lp - 500
    assert duel.request.kind == "summon_now"
    s.pick("summon", "Battle Ox")
    while duel.request is not None and duel.request.kind != "idle":
        s.pick("pass", first=True)
    assert any(c is not None and c.data.name == "Battle Ox" for c in duel.players[0].mzone)


def test_a_monster_that_needs_a_tribute_with_none_to_tribute_is_not_enough():
    """Summoned Skull (Level 6: one Tribute) is the only monster in the hand and player 0
    controls no monster: there is a monster in the hand, but no Normal Summon or Set is
    possible, so the effect is not offered."""
    duel = _table(["Summoned Skull", "Pot of Greed"]).build()
    s = Script(duel)
    assert not s.has("activate", OFFERING)
    assert not duel.can_normal_summon_now(0)


def test_in_the_opponents_battle_phase_the_hand_decides_too():
    """Player 1 (Battle Ox on the field) enters the Battle Phase. Player 0 (Ultimate Offering
    face-up) is offered the extra summon at the start of the Battle Phase with Mystical Elf
    in the hand, and not with only Spells there (nothing to offer: player 0 is not asked,
    and player 1 goes on to the Battle Step)."""
    def battle_start(hand):
        table = Table(rules="GOAT", turn=4, turn_player=1)
        table.spell_trap(0, OFFERING, face_down=False)
        table.hand(0, *hand)
        table.monster(1, "Battle Ox", zone=0)
        table.deck(0, ["Mystical Elf"] * 3)
        table.deck(1, ["Mystical Elf"] * 3)
        duel = table.build()
        s = Script(duel)
        s.pick("battle", request="idle")
        return duel, s

    duel, s = battle_start(["Mystical Elf", "Pot of Greed"])
    assert duel.request.player == 0 and duel.request.kind == "chain" and s.has("activate", OFFERING)
    duel, s = battle_start(["Pot of Greed", "Mystical Space Typhoon"])
    assert duel.request.player == 1 and not s.has("activate", OFFERING)


def test_every_ask_in_random_starter_duels_is_the_plain_answer():
    """At every decision of random starter-deck duels, for every face-up Ultimate Offering on
    the field, its condition's rest says what the plain test says: activated, face-up, and a
    Normal Summon or Set possible now for its controller (the hand's look first changes no
    answer); both answers are seen."""
    seen = {True: 0, False: 0, "no monster": 0}
    for duel, _where in random_decisions([("yugi-starter", "kaiba-starter")], seeds=range(8)):
        for p in (0, 1):
            for card in duel.players[p].szone:
                if card is None or card.data.name != OFFERING or not card.face_up:
                    continue
                effect = card.script.effects[1]
                ctx = new_ctx(duel, card, effect, p)
                got = effect.condition.rest(ctx)
                plain = bool(card.activated and card.face_up and duel.can_normal_summon_now(p))
                # (since stop 52 its effect may be chained to itself once per monster it could
                # still Normal Summon: OCG rulings)
                mine = sum(1 for link in duel.chain if link.card_uid == card.uid and link.effect == 1)
                plain = plain and (mine == 0 or duel.normal_summonable_count(p) > mine)
                assert got == plain, (_where, p)
                seen[plain] += 1
                seen["no monster"] += not any(c.data.is_monster for c in duel.players[p].hand)
    assert seen[True] > 0 and seen[False] > 0 and seen["no monster"] > 0, seen
