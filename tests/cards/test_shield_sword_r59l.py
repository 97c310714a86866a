"""Shield & Sword (52097679), Normal Spell: until the end of the turn, the original ATK and DEF of
every face-up monster on the field are switched.

Sources, in our words: yugioh-wiki.net 《右手に盾を左手に剣を》 (the OCG text: the monsters face-up
on the field at its activation have their original ATK and original DEF switched until the End
Phase, read today as "until the end of the turn"; a monster Summoned, Flip Summoned or Special
Summoned after it was activated is not affected). The switch is of the *original* values, so an
Equip Spell's gain applies on top of the new value (the same reading as Weapon Change's test).
It needs a face-up monster to affect (our reading: a card whose effect could do nothing is not
activated). The Vol.7-era text and today's do the same (no ERAS entry)."""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

SS = "Shield & Sword"


def _stats(duel, ref):
    card = ref.card(duel)
    return duel.atk(card), duel.defense(card)


def test_shield_sword_switches_every_face_up_monster_until_the_end_of_the_turn():
    """Q: I control Mystical Elf (800/2000), my opponent Summoned Skull (2500/1200); I activate
    Shield & Sword. A: Elf is 2000/800 and Skull 1200/2500 this turn; in my opponent's next turn
    both are back to their printed values."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SS)
    elf = table.monster(0, "Mystical Elf")
    skull = table.monster(1, "Summoned Skull")
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    assert _stats(duel, elf) == (2000, 800) and _stats(duel, skull) == (1200, 2500)
    assert grave(duel, 0) == [SS]
    s.end_turn()
    assert duel.turn == 4
    assert _stats(duel, elf) == (800, 2000) and _stats(duel, skull) == (2500, 1200)


def test_shield_sword_lets_a_high_def_monster_win_a_battle():
    """Q: after Shield & Sword my Mystical Elf (now 2000 ATK) attacks Summoned Skull (now 1200 ATK
    in Attack Position). A: Skull is destroyed and my opponent takes 800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SS)
    table.monster(0, "Mystical Elf")
    skull = table.monster(1, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    s.pick("battle")
    s.pick("attack", "Mystical Elf", target=skull, request="battle")
    assert lp(duel) == (8000, 7200) and grave(duel, 1) == ["Summoned Skull"]


def test_shield_sword_needs_a_face_up_monster():
    """Q: the only monster on the field is a face-down one; may I activate Shield & Sword? A: no:
    it would switch nothing (our reading); with a face-up monster it may be activated."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SS)
    table.monster(1, "Mystical Elf", position="set")
    assert not Script(table.build()).has("activate", SS)


def test_shield_sword_leaves_a_monster_flipped_afterwards_alone():
    """Q: my Celtic Guardian (1400/1200) is face-up and my Mystical Elf is Set when I resolve
    Shield & Sword; then I Flip Summon the Elf. A: Guardian is 1200/1400, the Elf keeps 800/2000:
    a monster turned face-up after the activation is not switched (yugioh-wiki.net)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SS)
    guardian = table.monster(0, "Celtic Guardian")
    elf = table.monster(0, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    s.pick("flip_summon", elf)
    assert _stats(duel, guardian) == (1200, 1400) and _stats(duel, elf) == (800, 2000)


def test_shield_sword_an_equip_gain_applies_on_the_switched_value():
    """Q: my Celtic Guardian (1400/1200) wears Axe of Despair (+1000 ATK) when Shield & Sword
    resolves. A: its original ATK becomes 1200, and the Axe's 1000 applies on top: 2200 ATK,
    1400 DEF."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SS)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=guardian)
    duel = table.build()
    assert _stats(duel, guardian) == (2400, 1200)
    Script(duel).pick("activate", SS)
    assert _stats(duel, guardian) == (2200, 1400)


def test_shield_sword_is_negated_by_imperial_order():
    """Q: my opponent has Imperial Order face-up; I activate Shield & Sword with Mystical Elf out.
    A: the Spell resolves negated: Elf stays 800/2000 and Shield & Sword goes to the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, SS)
    elf = table.monster(0, "Mystical Elf")
    table.spell_trap(1, "Imperial Order", face_down=False)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SS)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert _stats(duel, elf) == (800, 2000) and grave(duel, 0) == [SS]
