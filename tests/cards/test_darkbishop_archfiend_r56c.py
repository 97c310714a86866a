"""Darkbishop Archfiend (35798491): a 500 LP upkeep in its controller's Standby Phases, and a die
(1, 3 or 6) against the opponent's effects that target an "Archfiend" monster its controller
controls.

Sources, read in our words: the card's text (DCR, 2005: when an Archfiend monster on your side of
the field is targeted by the effect of a card your opponent controls, a die is rolled; 1, 3 or 6
negates that effect and destroys that card) and the OCG text on yugioh-wiki.net
《ダークビショップデーモン》 (the same, its continuous effect rolled as the targeting effect
resolves); the angelfire.com "Checkmate - Archfiend Deck" article: beside the targeted
monster's own die, Darkbishop's die is rolled too (Bishop negates on 1, 3 or 6). Our reading: one
roll per targeting effect, itself among the monsters it guards; only the face-up Archfiends."""

from duelist.testing.reads import grave, lp, of_type

from tests.cards.archfiend_positions import die_outcomes, rolled, standby, targeted

DB = "Darkbishop Archfiend"


def test_darkbishop_archfiend_die_guards_another_archfiend():
    """Q: my opponent's Snatch Steal targets my Archfiend Soldier (no die of its own) beside my
    Darkbishop Archfiend. A: Darkbishop's die is rolled: on 1, 3 or 6 Snatch Steal is negated and
    destroyed; on 2, 4 or 5 they take the Soldier."""
    assert die_outcomes("Archfiend Soldier", (1, 3, 6), guard=DB) == {True, False}


def test_darkbishop_archfiend_die_guards_itself():
    """Q: my opponent's Snatch Steal targets Darkbishop Archfiend itself. A: it is an Archfiend I
    control: the die on 1, 3 or 6 negates."""
    assert die_outcomes(DB, (1, 3, 6)) == {True, False}


def test_darkbishop_archfiend_does_not_guard_a_monster_that_is_no_archfiend():
    """Q: my opponent's Snatch Steal targets my Battle Ox beside Darkbishop Archfiend. A: no die:
    they take the Battle Ox."""
    duel, target = targeted("Battle Ox", 0, guard=DB)
    assert rolled(duel) == [] and target.card(duel).controller == 1


def test_darkbishop_archfiend_rolls_beside_the_targeted_archfiends_own_die():
    """Q: my opponent's Snatch Steal targets my Vilepawn Archfiend (its own die: 3) beside
    Darkbishop Archfiend. A: two dice may be rolled, Vilepawn's and Darkbishop's; the effect is
    negated when either hits; when the first hits, no second die is needed."""
    faces = {"Vilepawn Archfiend": (3,), DB: (1, 3, 6)}
    seen = set()
    for seed in range(80):
        duel, target = targeted("Vilepawn Archfiend", seed, guard=DB)
        rolls = [(e["name"], e["result"]) for e in of_type(duel, "die_roll")]
        assert 1 <= len(rolls) <= 2 and len({name for name, _ in rolls}) == len(rolls), (seed, rolls)
        hits = [result in faces[name] for name, result in rolls]
        kept = target.card(duel).controller == 0
        assert kept == hits[-1] and not any(hits[:-1]), (seed, rolls)
        if len(rolls) == 1:
            assert kept, (seed, rolls)      # (a single roll: it hit, no second die needed)
        else:
            assert grave(duel, 1) == (["Snatch Steal"] if kept else []), (seed, rolls)
        seen.add((len(rolls), kept))
        if len(seen) == 3:
            break
    assert seen == {(1, True), (2, True), (2, False)}


def test_darkbishop_archfiend_upkeep_500():
    """Q: my Standby Phase with Darkbishop Archfiend face-up. A: I pay 500."""
    assert lp(standby(DB)) == (7500, 8000)


def test_darkbishop_archfiend_guards_summoned_skull_in_both_eras():
    """Q: my opponent's Snatch Steal targets my Summoned Skull beside Darkbishop Archfiend. A:
    the Skull is an "Archfiend" card (its OCG name; the card database's series), in 2005 too
    (Card of the Day, eternity.mancubus.net, 2005-01-28: retroactively deemed an Archfiend):
    one die is rolled under both presets."""
    from duelist.testing.scenario import Script, Table
    from tests.cards.archfiend_positions import settle
    for rules in ("MR5", "GOAT"):
        table = Table(rules=rules, turn=4, turn_player=1)
        table.hand(1, "Snatch Steal")
        skull = table.monster(0, "Summoned Skull")
        table.monster(0, DB)
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Snatch Steal", player=1)
        s.pick("target", skull, player=1)
        settle(duel, s)
        assert len(rolled(duel)) == 1, rules
