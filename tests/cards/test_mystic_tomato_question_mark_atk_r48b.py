"""Mystic Tomato reads a "?" ATK in the Deck as 0 (round 48b's mutation round).

Mystic Tomato's text (Special Summon 1 DARK monster with 1500 or less ATK from your Deck) and
the rule for "?" values (a monster whose printed ATK is "?" has 0 ATK while it is not on the
field): Tragoedia (DARK, ?/?) in the Deck is one of the monsters it may summon."""

from duelist.testing.scenario import Script, Table


def test_mystic_tomato_offers_tragoedia_with_its_question_mark_atk():
    """Q: my Mystic Tomato is destroyed by battle; my Deck holds Tragoedia (DARK, ? ATK),
    Kozaky and Summoned Skull. Which monsters may I Special Summon? A: Kozaky and Tragoedia
    (Summoned Skull has 2500 ATK)."""
    table = Table(turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    tomato = table.monster(1, "Mystic Tomato")
    table.deck(1, ["Summoned Skull", "Tragoedia", "Kozaky"])
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=tomato)
    s.pick("yes", player=1, request="yes_no")
    request = s.expect(request="select", player=1)
    assert sorted(o.name for o in request.options) == ["Kozaky", "Tragoedia"]
