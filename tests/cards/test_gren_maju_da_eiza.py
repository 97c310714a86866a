"""Gren Maju Da Eiza: its ATK and DEF are each 400 x the cards in its controller's banished pile.

Sources: the card's text in our words (the 2005 IOC print, "the number of your removed from play
cards x 400", does what today's does: no ERAS entry); yugipedia "Maju" (its value is a
continuous "equal to" effect: it follows the count at every moment and comes back once a
negation ends); Chaos Sorcerer's text (its cost banishes from its own GY; the monster it banishes
goes to its owner's banished pile); Skill Drain's text (its effect negated, it has its printed
?/? = 0/0); our reading: "your banished cards" are the cards in its controller's banished pile,
face-up or face-down.
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import banished, grave, lp
from duelist.testing.scenario import Script, Table

GREN = "Gren Maju Da Eiza"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_gren_maju_da_eiza_counts_its_controllers_banished_cards():
    """Q: my banished pile holds Battle Ox, Dark Hole and a face-down Mystical Elf; my opponent's
    holds two cards: A: Gren Maju Da Eiza is 1200/1200 (my three cards; theirs do not count)."""
    table = Table(turn=3)
    gren = table.monster(0, GREN)
    table.banished(0, "Battle Ox", "Dark Hole", face_down=False)
    table.banished(0, "Mystical Elf", face_down=True)
    table.banished(1, "Celtic Guardian", "Battle Ox", face_down=False)
    duel = table.build()
    assert duel.atk(gren.card(duel)) == 1200
    assert duel.defense(gren.card(duel)) == 1200


def test_gren_maju_da_eiza_with_nothing_banished_is_0_0():
    """Q: nothing of mine is banished and my Gren Maju Da Eiza attacks Hitotsu-Me Giant (1200):
    A: it has 0 ATK: it is destroyed and I take 1200."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, GREN)
    giant = table.monster(1, "Hitotsu-Me Giant")
    table.banished(1, "Battle Ox", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GREN, target=giant)
    _resolve(s)
    assert grave(duel, 0) == [GREN] and lp(duel) == (6800, 8000)


def test_gren_maju_da_eiza_grows_with_chaos_sorcerers_cost_not_with_its_target():
    """Q: I banish a LIGHT and a DARK monster from my GY to Special Summon Chaos Sorcerer, then
    its effect banishes my opponent's Battle Ox: A: Gren Maju Da Eiza grows from 400 to 1200 with
    the cost; the Battle Ox goes to its owner's banished pile and adds nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    gren = table.monster(0, GREN)
    table.banished(0, "Dark Hole", face_down=False)
    table.hand(0, "Chaos Sorcerer")
    table.grave(0, "Mystical Elf", "Sangan")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(gren.card(duel)) == 400
    s.pick("special_summon", "Chaos Sorcerer")
    while duel.request.kind == "select":
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    _resolve(s)
    assert duel.atk(gren.card(duel)) == 1200 and duel.defense(gren.card(duel)) == 1200
    s.pick("activate", "Chaos Sorcerer", request="idle")
    s.pick("target", ox)
    _resolve(s)
    assert banished(duel, 1) == ["Battle Ox"]
    assert duel.atk(gren.card(duel)) == 1200


def test_gren_maju_da_eiza_under_skill_drain_is_0_and_comes_back_when_it_goes():
    """Q: five cards of mine are banished; my opponent's face-up Skill Drain negates Gren Maju
    Da Eiza; I destroy Skill Drain with Mystical Space Typhoon: A: 0/0 under Skill Drain, then
    2000/2000 again (an "equal to" effect resumes; yugipedia "Maju")."""
    table = Table(turn=3, turn_player=0)
    gren = table.monster(0, GREN)
    table.banished(0, "Battle Ox", "Battle Ox", "Dark Hole", "Sangan", "Mystical Elf", face_down=False)
    drain = table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    assert duel.atk(gren.card(duel)) == 0 and duel.defense(gren.card(duel)) == 0
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", drain)
    _resolve(s)
    assert grave(duel, 1) == ["Skill Drain"]
    assert duel.atk(gren.card(duel)) == 2000 and duel.defense(gren.card(duel)) == 2000
