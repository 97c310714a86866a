"""Divine Wrath (49010598): Counter Trap: when a monster effect is activated, discard 1 card to negate
the activation and destroy that monster.

Sources, in our words: the card's text (RDS-EN050, 2005, and today's print agree; no ERAS entry); the
OCG text 《天罰》 (discard 1 card; negate the activation of an Effect Monster's effect and destroy it);
seed 000 §反擊陷阱 (spell speed 3). Our readings: it answers either player's monster effect, a Flip
effect included; an effect activated in the GY (Sinister Serpent) is negated, the monster, not on the
field, is not destroyed; the discard is its cost (an empty hand: no activation); Jinzo keeps Trap Cards
from being activated."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

DW = "Divine Wrath"


def _finish(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_divine_wrath_negates_a_flip_effect_and_destroys_the_monster():
    """Q: my opponent Flip Summons Magician of Faith, whose effect targets Pot of Greed in their GY; I
    answer with Divine Wrath, discarding Battle Ox. A: the effect is negated and Magician of Faith is
    destroyed; Pot of Greed stays in their GY."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    table.spell_trap(0, DW)
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith", player=1)
    while duel.request.kind in ("chain", "yes_no") and duel.request.player == 1:
        s.pick("pass" if duel.request.kind == "chain" else "yes", player=1)
    if duel.request.kind == "target":
        s.pick("target", "Pot of Greed", player=1)
    s.pick("activate", DW, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert sorted(grave(duel, 0)) == ["Battle Ox", DW]
    assert sorted(grave(duel, 1)) == ["Magician of Faith", "Pot of Greed"] and hand(duel, 1) == []


def test_divine_wrath_needs_a_card_to_discard():
    """Q: same Flip Summon, but my hand is empty. A: Divine Wrath cannot be activated (its cost cannot
    be paid): Pot of Greed returns to my opponent's hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    table.spell_trap(0, DW)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith", player=1)
    for _ in range(8):
        if duel.request.kind == "target":
            s.pick("target", "Pot of Greed", player=1)
        elif duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "chain":
            assert not s.has("activate", DW)
            s.pick("pass", player=duel.request.player)
        else:
            break
    assert hand(duel, 1) == ["Pot of Greed"]


def test_divine_wrath_on_a_gy_effect_negates_without_destroying():
    """Q: in my opponent's Standby Phase Sinister Serpent's effect is activated in their GY; I answer
    with Divine Wrath, discarding Battle Ox. A: the effect is negated: Sinister Serpent stays in the GY
    (it is not on the field to be destroyed)."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="standby")
    table.grave(1, "Sinister Serpent")
    table.spell_trap(0, DW)
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    while duel.request.kind == "yes_no" or (duel.request.kind == "chain" and duel.request.player == 1):
        s.pick("yes" if duel.request.kind == "yes_no" else "pass", player=1)
    s.pick("activate", DW, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=0)
    _finish(s)
    assert grave(duel, 1) == ["Sinister Serpent"] and hand(duel, 1) == []
    assert sorted(grave(duel, 0)) == ["Battle Ox", DW]


def test_divine_wrath_does_not_answer_a_spell_card():
    """Q: my opponent activates Pot of Greed. A: a Spell Card's activation is no monster effect: Divine
    Wrath is not offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.spell_trap(0, DW)
    table.hand(0, "Battle Ox")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    assert not (duel.request.kind == "chain" and s.has("activate", DW))


def test_divine_wrath_cannot_be_activated_under_jinzo():
    """Q: my opponent controls face-up Jinzo and Flip Summons Magician of Faith. A: Jinzo keeps Trap
    Cards from being activated: Divine Wrath is not offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="main1")
    table.monster(1, "Jinzo")
    table.monster(1, "Magician of Faith", position="set")
    table.grave(1, "Pot of Greed")
    table.spell_trap(0, DW)
    table.hand(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Magician of Faith", player=1)
    for _ in range(8):
        if duel.request.kind == "target":
            s.pick("target", "Pot of Greed", player=1)
        elif duel.request.kind == "yes_no":
            s.pick("yes")
        elif duel.request.kind == "chain":
            assert not s.has("activate", DW)
            s.pick("pass", player=duel.request.player)
        else:
            break
    assert hand(duel, 1) == ["Pot of Greed"]
