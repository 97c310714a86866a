"""Desrook Archfiend (72192100): a 500 LP upkeep in its controller's Standby Phases, a die (3)
against the opponent's effects that target it, and from the hand the revival of a face-up
Terrorking Archfiend destroyed and sent to the GY.

Sources, read in our words: the card's text (DCR, 2005: its controller pays 500 LP in each of
their Standby Phases, not optional; when an effect of a card the opponent controls targets it,
a die is rolled, a 3 negates that effect and destroys that card; when a face-up Terrorking
Archfiend you control is destroyed and sent to the GY, you can send this card from the hand to
the GY to Special Summon it), and the OCG text on yugioh-wiki.net 《デスルークデーモン》 (the die
is rolled as the targeting effect resolves, its continuous effect; the revival is an optional
"when" effect activated from the hand, its cost this card sent to the GY). The upkeep is a
maintenance cost, no effect: paid under Skill Drain, and with fewer LP the monster is destroyed
(Shadowknight Archfiend's reading, tests/cards/test_shadowknight_archfiend.py). Pandemonium
waives it (its text); a negated Pandemonium waives nothing. Terrorking Archfiend has no script
(this round's request): the table places it, and nothing of its own text happens here."""

from duelist.testing.reads import field_monsters, grave, hand, lp
from duelist.testing.scenario import Script, Table

from tests.cards.archfiend_positions import die_outcomes, rolled, settle, standby, targeted, yes_no_asked

DR = "Desrook Archfiend"
TK = "Terrorking Archfiend"


def test_desrook_archfiend_upkeep_500_in_my_standby_phase_only():
    """Q: (both texts) my turn begins with Desrook Archfiend face-up; then my opponent's. A: I pay
    500 in my Standby Phase, nothing asked; nothing in theirs."""
    for rules in ("GOAT", "MR5"):
        duel = standby(DR, rules=rules)
        assert duel.phase == "main1" and lp(duel) == (7500, 8000) and field_monsters(duel, 0) == [DR]
        duel = standby(DR, turn=4, rules=rules)
        assert duel.phase == "main1" and lp(duel) == (8000, 8000) and field_monsters(duel, 0) == [DR]


def test_desrook_archfiend_destroyed_when_the_upkeep_cannot_be_paid():
    """Q: I have 400 LP as my Standby Phase begins. A: I cannot pay 500: it is destroyed, my LP
    stay 400."""
    duel = standby(DR, lp0=400)
    assert lp(duel) == (400, 8000) and grave(duel, 0) == [DR] and field_monsters(duel, 0) == []


def test_desrook_archfiend_no_upkeep_under_pandemonium():
    """Q: my Pandemonium is face-up as my Standby Phase begins. A: no LP are paid for an
    Archfiend: 8000; it stays."""
    duel = standby(DR, field=["Pandemonium"])
    assert lp(duel) == (8000, 8000) and field_monsters(duel, 0) == [DR]


def test_desrook_archfiend_upkeep_due_while_imperial_order_negates_pandemonium():
    """Q: my Pandemonium is face-up but my opponent's Imperial Order negates every Spell on the
    field. A: Pandemonium's effect does not apply: I pay 500 (Imperial Order's own 700 is my
    opponent's, in their Standby Phase under the 2005 text)."""
    duel = standby(DR, field=["Pandemonium"], opponent_field=["Imperial Order"])
    assert lp(duel) == (7500, 8000) and field_monsters(duel, 0) == [DR]


def test_desrook_archfiend_upkeep_paid_under_skill_drain_no_die():
    """Q: my opponent's Skill Drain is face-up: my Standby Phase, then their Snatch Steal targets
    Desrook Archfiend. A: the upkeep is a cost: I pay 500; the die is its effect, negated: no
    roll, they take control."""
    duel = standby(DR, opponent_field=["Skill Drain"])
    assert lp(duel) == (7500, 8000)
    duel, target = targeted(DR, 0, opponent_field=["Skill Drain"])
    assert rolled(duel) == [] and target.card(duel).controller == 1


def test_desrook_archfiend_die_on_3_negates_and_destroys_snatch_steal():
    """Q: my opponent's Snatch Steal targets my Desrook Archfiend; a die is rolled as it resolves.
    A: on a 3 Snatch Steal is negated and destroyed, I keep my monster; on any other number they
    take control."""
    assert die_outcomes(DR, (3,)) == {True, False}


def test_desrook_archfiend_no_die_for_my_own_effect():
    """Q: I target my own Desrook Archfiend with my Book of Moon. A: only the opponent's effects
    roll the die: no roll, it is turned face-down."""
    duel, target = targeted(DR, 0, card="Book of Moon", own=True)
    assert rolled(duel) == [] and not target.card(duel).face_up


def _terrorking_battle(face_down=False, dr_in_hand=True):
    """Turn 4: player 1's Summoned Skull (2500) attacks player 0's Terrorking Archfiend (2000 ATK,
    1500 DEF; face_down: Set); player 0 holds Desrook Archfiend."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    tk = table.monster(0, TK, position="set" if face_down else "attack")
    if dr_in_hand:
        table.hand(0, DR)
    table.monster(1, "Summoned Skull")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=tk, player=1)
    return duel, s, tk


def test_desrook_archfiend_revives_terrorking_destroyed_by_battle():
    """Q: my face-up Terrorking Archfiend is destroyed by battle (I take 500); I send Desrook
    Archfiend from my hand to the GY. A: Terrorking Archfiend comes back from the GY to my field
    (in the Damage Step: the revival is a trigger of the destruction); Desrook is in my GY."""
    duel, s, tk = _terrorking_battle()
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert yes_no_asked(duel) and duel.request.player == 0
    s.pick("yes", player=0)
    while duel.request is not None and duel.request.kind != "battle":
        s.pick("option", first=True) if duel.request.kind == "option" else s.pick("pass", player=duel.request.player)
    assert field_monsters(duel, 0) == [TK] and grave(duel, 0) == [DR] and hand(duel, 0) == []
    assert lp(duel) == (7500, 8000)


def test_desrook_archfiend_for_a_set_terrorking_flipped_by_the_attack():
    """Q: my Set Terrorking Archfiend is attacked by Summoned Skull and destroyed. A: it was
    flipped face-up before damage calculation (seed 000 §怪獸的表示形式), so a face-up Terrorking
    was destroyed: the revival is offered."""
    duel, s, tk = _terrorking_battle(face_down=True)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert yes_no_asked(duel) and duel.request.player == 0
    s.pick("no", player=0)
    settle(duel, s)
    assert grave(duel, 0) == [TK] and hand(duel, 0) == [DR]


def test_desrook_archfiend_not_for_a_face_down_terrorking_destroyed_by_an_effect():
    """Q: my Set Terrorking Archfiend is destroyed face-down by my opponent's Dark Hole. A: the
    text needs a face-up Terrorking: no revival is offered; Desrook stays in my hand."""
    table = Table(turn=4, turn_player=1)
    table.monster(0, TK, position="set")
    table.hand(0, DR)
    table.hand(1, "Dark Hole")
    table.deck(0, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    settle(duel, s, yes=True)
    assert not yes_no_asked(duel)
    assert grave(duel, 0) == [TK] and hand(duel, 0) == [DR]
