"""Dragon's Rage (54178050): a Continuous Trap; while it is face-up, a Dragon its controller
controls that attacks a Defense Position monster deals the opponent the amount its ATK exceeds
that monster's DEF (piercing battle damage).

Sources: the card's texts in our words (the 2005 TCG print, LOD, and today's do the same: no ERAS
entry); yugioh-wiki.net 《竜の逆鱗》: a continuous effect of a face-up Continuous Trap; only the
Dragons of its controller; a Set Dragon's Rage does nothing; it may be activated in the Battle
Step after an attack is declared (a Continuous Trap, Spell Speed 2) and then applies to that
attack; Jinzo (its text) negates the effects of Traps on the field."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

DR = "Dragon's Rage"


def _pass_all(s, duel):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _battle(attacker, rage_up=True, jinzo=False, defender="Hitotsu-Me Giant", attacker_player=0):
    table = Table(rules="GOAT", turn=3 if attacker_player == 0 else 4, turn_player=attacker_player,
                  phase="battle_step")
    table.monster(attacker_player, attacker)
    if jinzo:
        table.monster(0, "Jinzo", position="defense")
    target = table.monster(1 - attacker_player, defender, position="set")
    table.spell_trap(0, DR, face_down=not rage_up)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", attacker, target=target, request="battle")
    _pass_all(s, duel)
    return duel


def test_dragons_rage_a_dragon_pierces():
    """Q: with Dragon's Rage face-up, my Koumori Dragon (1500) attacks a face-down Hitotsu-Me Giant
    (1000 DEF). A: the Giant is destroyed and my opponent takes 500."""
    duel = _battle("Koumori Dragon")
    assert lp(duel) == (8000, 7500) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_dragons_rage_a_non_dragon_does_not_pierce():
    """Q: my Battle Ox (Beast-Warrior, 1700) attacks the face-down Giant. A: no damage."""
    duel = _battle("Battle Ox")
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_dragons_rage_does_not_help_the_opponents_dragon():
    """Q: my opponent's Koumori Dragon attacks my face-down Giant while my Dragon's Rage is
    face-up. A: only my Dragons pierce: I take nothing."""
    duel = _battle("Koumori Dragon", attacker_player=1)
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == ["Hitotsu-Me Giant"]


def test_dragons_rage_set_does_nothing():
    """Q: Dragon's Rage is still Set as Koumori Dragon attacks (I do not activate it). A: no
    damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Koumori Dragon")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    table.spell_trap(0, DR)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Koumori Dragon", target=giant)
    _pass_all(s, duel)
    assert lp(duel) == (8000, 8000)


def test_dragons_rage_activated_after_the_attack_declaration_applies_to_it():
    """Q: Koumori Dragon attacks the face-down Giant; in the Battle Step I activate my Set
    Dragon's Rage. A: it is face-up by damage calculation: my opponent takes 500."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Koumori Dragon")
    giant = table.monster(1, "Hitotsu-Me Giant", position="set")
    table.spell_trap(0, DR)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Koumori Dragon", target=giant)
    s.pick("activate", DR, player=0, request="chain")
    _pass_all(s, duel)
    assert lp(duel) == (8000, 7500) and grave(duel, 1) == ["Hitotsu-Me Giant"]


def test_dragons_rage_under_jinzo_does_nothing():
    """Q: my own face-up Jinzo is on the field as Koumori Dragon attacks under my face-up Dragon's
    Rage. A: Jinzo negates the Trap's effect: no damage."""
    duel = _battle("Koumori Dragon", jinzo=True)
    assert lp(duel) == (8000, 8000) and grave(duel, 1) == ["Hitotsu-Me Giant"]
