"""Mirror Wall (22359980), Continuous Trap: the ATK of the opponent's attacking monsters is halved;
2000 LP in each of its controller's Standby Phases, or it is destroyed.

Sources, in our words: the card's text (today's: while it is face-up, the opponent's attacking
monsters have their ATK halved; its controller pays 2000 LP in each of their own Standby Phases or
destroys it; the 2005 DB1 print says the same: no ERAS entry); yugioh-wiki.net 《銀幕の鏡壁》 (not a
targeting effect; it halves the current ATK, gains from Equips included, not the original ATK; it
applies only to a monster that attacks, not to the opponent's other monsters nor to its own
controller's; it can be activated in the damage step); the Duel Links ruling notes
(yugioh.appbako.com: only a monster that declared an attack is halved; once halved, it stays halved
while Mirror Wall stays and the monster stays face-up). Our reading: a later gain applies on the
halved value (the half is taken as the monster becomes the attacker)."""

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table

MW = "Mirror Wall"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _skull_attacks(face_down=False, target="Battle Ox", position="attack"):
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, MW, face_down=face_down)
    ox = table.monster(0, target, position=position)
    skull = table.monster(1, "Summoned Skull")
    table.monster(1, "Gaia The Fierce Knight")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=1)
    return duel, s, skull


def test_mirror_wall_halves_the_attacker():
    """Q: my Mirror Wall is face-up; my opponent's Summoned Skull (2500) attacks my Battle Ox (1700).
    A: Skull's ATK becomes 1250 as it attacks: Battle Ox wins, Skull is destroyed and my opponent
    takes 450. Their Gaia The Fierce Knight, which did not attack, keeps 2300."""
    duel, s, skull = _skull_attacks()
    _pass(s)
    assert of_type(duel, "battle")[-1]["atk"] == 1250
    assert [duel.atk(c) for c in duel.monsters(1)] == [2300]
    assert grave(duel, 1) == ["Summoned Skull"] and field_monsters(duel, 0) == ["Battle Ox"]
    assert lp(duel) == (8000, 7550)


def test_mirror_wall_chained_to_the_attack_declaration():
    """Q: Summoned Skull attacks my Battle Ox and I activate my Set Mirror Wall in answer. A: the
    attacking Skull is halved as Mirror Wall resolves: 1250, destroyed by Battle Ox."""
    duel, s, skull = _skull_attacks(face_down=True)
    s.pick("activate", MW, player=0, request="chain")
    _pass(s)
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 7550)


def test_mirror_wall_keeps_the_attacker_halved_after_the_battle():
    """Q: Summoned Skull attacks my Defense Position Mystical Elf (2000 DEF) under Mirror Wall; is it
    still halved in Main Phase 2? A: yes: 1250, and my opponent took 750 from the battle."""
    duel, s, skull = _skull_attacks(target="Mystical Elf", position="defense")
    _pass(s)
    assert lp(duel) == (8000, 7250)
    s.pick("end_battle", player=1)
    _pass(s)
    assert duel.request.kind == "idle" and duel.atk(skull.card(duel)) == 1250


def test_mirror_wall_destroyed_gives_the_atk_back():
    """Q: the halved Summoned Skull survives its attack on my Mystical Elf; in Main Phase 2 my
    opponent destroys Mirror Wall with Mystical Space Typhoon. A: Skull has 2500 ATK again."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.spell_trap(0, MW, face_down=False)
    elf = table.monster(0, "Mystical Elf", position="defense")
    skull = table.monster(1, "Summoned Skull")
    table.hand(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=elf, player=1)
    _pass(s)
    s.pick("end_battle", player=1)
    _pass(s)
    assert duel.atk(skull.card(duel)) == 1250
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", MW, player=1)
    _pass(s)
    assert grave(duel, 0) == [MW] and duel.atk(skull.card(duel)) == 2500


def test_mirror_wall_leaves_its_controllers_attacker_alone():
    """Q: I control Mirror Wall and attack with my Summoned Skull. A: only the opponent's attacking
    monsters are halved: Skull keeps 2500 and destroys Battle Ox; 800 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.spell_trap(0, MW, face_down=False)
    table.monster(0, "Summoned Skull")
    ox = table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Summoned Skull", target=ox, player=0)
    _pass(s)
    assert grave(duel, 1) == ["Battle Ox"] and lp(duel) == (8000, 7200)


def test_mirror_wall_upkeep_paid():
    """Q: in my Standby Phase I choose to pay for Mirror Wall. A: I pay 2000 LP and it stays."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="draw")
    table.spell_trap(0, MW, face_down=False)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("yes", player=0, request="yes_no")
    assert lp(duel) == (6000, 8000) and duel.players[0].szone[0].name == MW


def test_mirror_wall_upkeep_declined_destroys_it():
    """Q: in my Standby Phase I decline Mirror Wall's 2000 LP. A: it is destroyed; my LP stay."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="draw")
    table.spell_trap(0, MW, face_down=False)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    s.pick("no", player=0, request="yes_no")
    assert lp(duel) == (8000, 8000) and grave(duel, 0) == [MW]


def test_mirror_wall_upkeep_cannot_be_paid_below_2000():
    """Q: I have 1500 LP in my Standby Phase. A: I cannot pay: Mirror Wall is destroyed, no question."""
    table = Table(rules="GOAT", turn=5, turn_player=0, phase="draw", lp=(1500, 8000))
    table.spell_trap(0, MW, face_down=False)
    table.deck(0, ["Battle Ox", "Celtic Guardian"])
    duel = table.build()
    assert duel.request.kind == "idle"
    assert lp(duel) == (1500, 8000) and grave(duel, 0) == [MW]


def test_mirror_wall_activated_in_the_damage_step():
    """Q: Summoned Skull attacks my Battle Ox; I let the attack declaration pass and activate my Set
    Mirror Wall at the start of the damage step. A: it may be activated there (it changes ATK up to
    damage calculation): Skull battles with 1250 and is destroyed."""
    duel, s, skull = _skull_attacks(face_down=True)
    s.pick("pass", player=0, request="chain")           # the attack declaration
    assert [e["step"] for e in of_type(duel, "step")][-1] == "damage_start"
    s.pick("activate", MW, player=0, request="chain")
    _pass(s)
    assert of_type(duel, "battle")[-1]["atk"] == 1250
    assert grave(duel, 1) == ["Summoned Skull"] and lp(duel) == (8000, 7550)
