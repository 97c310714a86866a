"""Two kinds of "cannot be attacked", and the direct attack.

yugioh-wiki.net 《攻撃対象》 sorts the effects that keep a monster from being attacked in two:
a monster "not made an attack target" (攻撃対象にされない: Guardian Kay'est; The Legendary
Fisherman while Umi is on the field) is, for the choice of the attack target, as if it were not
there -- where no other monster can be attacked, the opponent attacks directly; a monster that
"cannot be chosen as an attack target" (攻撃対象に選択できない, or "cannot be attacked",
攻撃できない: Command Knight, Marauding Captain, Goblin King, Prickle Fairy) is there -- where
every monster is such a one, no attack can be declared at all. yugioh-wiki.net
《ガーディアン・ケースト》 draws the same line ("unlike Command Knight, as the Fisherman: alone on
its field it lets the opponent attack directly"). The cases below that mix the two, and those
of a monster that cannot attack directly, are our reading of that rule: a monster of the second
kind stands on the field and blocks the direct attack; one of the first never opens a direct
attack the attacker is not allowed. (Seed 004 §直接攻击: a direct attack is declared when the
opponent controls no monster; this page treats a monster of the first kind as none.)
Both eras: the 2005 TCG texts say the same ("does not stop your opponent from attacking you
directly").
"""

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

KAYEST = "Guardian Kay'est"
FISH = "The Legendary Fisherman"


def _attacks(duel, attacker):
    """The Battle Step menu's attack targets of `attacker` ("player" for a direct attack)."""
    return sorted(str(o.target_name if o.target != "player" else "player")
                  for o in duel.request.options if o.kind == "attack" and o.name == attacker)


def _pass_all(s):
    duel = s.duel
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_two_kayest_and_nothing_else_the_attack_is_direct():
    """Q: my only monsters are two face-up Guardian Kay'est; my opponent's Battle Ox may attack
    (both eras). A: neither Kay'est may be chosen, so Battle Ox attacks me directly: I take 1700."""
    for rules in ("GOAT", "MR5"):
        table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
        table.monster(0, KAYEST)
        table.monster(0, KAYEST)
        table.monster(1, "Battle Ox")
        duel = table.build()
        s = Script(duel)
        assert _attacks(duel, "Battle Ox") == ["player"], rules
        s.pick("attack", "Battle Ox", target="player", player=1)
        _pass_all(s)
        assert lp(duel) == (6300, 8000), rules


def test_fisherman_under_umi_and_kayest_the_attack_is_direct():
    """Q: with Umi face-up, I control The Legendary Fisherman and Guardian Kay'est and nothing
    else. A: both are "not made attack targets": my opponent's Battle Ox attacks me directly."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.field_spell(0, "Umi")
    table.monster(0, FISH)
    table.monster(0, KAYEST)
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _attacks(duel, "Battle Ox") == ["player"]


def test_kayest_beside_command_knight_no_attack_at_all():
    """Q: I control Guardian Kay'est and Command Knight, nothing else. A: Command Knight cannot be
    chosen while I control another monster (Kay'est is one: it is there), Kay'est is never an
    attack target, and Command Knight on the field rules out a direct attack: my opponent's
    Battle Ox can declare no attack."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, KAYEST)
    table.monster(0, "Command Knight")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _attacks(duel, "Battle Ox") == []


def test_kayest_beside_two_marauding_captains_no_attack_at_all():
    """Q: I control Guardian Kay'est and two Marauding Captains. A: each Captain keeps the other
    from being chosen, Kay'est is never an attack target: no attack at all, not a direct one."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, KAYEST)
    table.monster(0, "Marauding Captain")
    table.monster(0, "Marauding Captain")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _attacks(duel, "Battle Ox") == []


def test_kayest_alone_and_an_attacker_that_cannot_attack_directly():
    """Q: Guardian Kay'est is my only monster; my opponent controls Number 17: Leviathan Dragon
    with no Xyz Material (it cannot attack directly) and Battle Ox. A: Leviathan Dragon cannot
    attack Kay'est and cannot attack directly: no attack for it; Battle Ox attacks directly."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, KAYEST)
    table.monster(1, "Number 17: Leviathan Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    assert _attacks(duel, "Number 17: Leviathan Dragon") == []
    assert _attacks(duel, "Battle Ox") == ["player"]


def test_asura_priest_again_never_attacks_directly_past_kayest():
    """Q: my opponent's Asura Priest (it may attack each of my monsters once) destroys my Mystical
    Elf; Guardian Kay'est is my other monster. A: it may not attack Kay'est, and a further attack
    of Asura Priest is never a direct one: it has no attack left this turn."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(0, KAYEST)
    elf = table.monster(0, "Mystical Elf")
    table.monster(1, "Asura Priest")
    duel = table.build()
    s = Script(duel)
    assert _attacks(duel, "Asura Priest") == ["Mystical Elf"]
    s.pick("attack", "Asura Priest", target=elf, player=1)
    _pass_all(s)
    assert grave(duel, 0) == ["Mystical Elf"] and lp(duel) == (7100, 8000)
    assert duel.request.kind == "battle" and _attacks(duel, "Asura Priest") == []
