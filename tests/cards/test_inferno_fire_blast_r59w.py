"""Inferno Fire Blast (52684508), Normal Spell: target a face-up Red-Eyes Black Dragon you control; the
opponent takes its original ATK; your Red-Eyes Black Dragons cannot attack this turn.

Sources, in our words: yugioh-wiki.net 《黒炎弾》 (its *original* ATK: a gain such as Axe of Despair
adds nothing; it may be activated several times in a turn; the Red-Eyes cannot attack the turn it is
used); the SOD-EN042 text (2005) and today's agree on what it does (no ERAS entry); the attack bar is the
price of the activation, kept though the activation is negated, as this engine's Burst Stream of
Destruction (our reading); seed 000 §發動 (a card needing a target cannot be activated without one)."""

from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

IFB = "Inferno Fire Blast"
RE = "Red-Eyes Black Dragon"


def _pass_all(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def test_inferno_fire_blast_burns_2400_and_bars_the_attack():
    """Q: I control Red-Eyes Black Dragon (2400) and activate Inferno Fire Blast on it. A: my opponent takes
    2400 (5600); in the Battle Phase my Red-Eyes has no attack to declare."""
    table = Table(rules="GOAT", turn=3)
    re = table.monster(0, RE)
    table.hand(0, IFB)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", IFB)
    s.pick("target", re)
    _pass_all(duel, s)
    assert duel.players[1].lp == 5600 and grave(duel, 0) == [IFB]
    s.pick("battle")
    _pass_all(duel, s)
    assert duel.request.kind == "battle" and not s.has("attack", re)


def test_inferno_fire_blast_reads_the_original_atk():
    """Q: my Red-Eyes Black Dragon holds Axe of Despair (3400 ATK). A: Inferno Fire Blast deals 2400, not
    3400."""
    table = Table(rules="GOAT", turn=3)
    re = table.monster(0, RE)
    table.spell_trap(0, "Axe of Despair", face_down=False, equipped_to=re)
    table.hand(0, IFB)
    duel = table.build()
    assert duel.atk(re.card(duel)) == 3400
    s = Script(duel)
    s.pick("activate", IFB)
    s.pick("target", re)
    _pass_all(duel, s)
    assert duel.players[1].lp == 5600


def test_inferno_fire_blast_twice_in_a_turn():
    """Q: I activate two Inferno Fire Blasts in one Main Phase on my Red-Eyes Black Dragon. A: 4800 in all
    (3200 LP left)."""
    table = Table(rules="GOAT", turn=3)
    re = table.monster(0, RE)
    table.hand(0, IFB, IFB)
    duel = table.build()
    s = Script(duel)
    for _ in range(2):
        s.pick("activate", IFB, first=True)
        s.pick("target", re)
        _pass_all(duel, s)
    assert duel.players[1].lp == 3200 and grave(duel, 0) == [IFB, IFB]


def test_inferno_fire_blast_needs_a_face_up_red_eyes_of_mine():
    """Q: I control a Set Red-Eyes Black Dragon and Summoned Skull; my opponent controls a face-up
    Red-Eyes Black Dragon. A: Inferno Fire Blast cannot be activated."""
    table = Table(rules="GOAT", turn=3)
    table.monster(0, RE, position="set")
    table.monster(0, "Summoned Skull")
    table.monster(1, RE)
    table.hand(0, IFB)
    duel = table.build()
    assert not Script(duel).has("activate", IFB)


def test_inferno_fire_blast_negated_by_magic_jammer_still_bars_the_attack():
    """Q: my opponent negates my Inferno Fire Blast with Magic Jammer. A: no damage (8000), and my Red-Eyes
    Black Dragon still cannot attack this turn."""
    table = Table(rules="GOAT", turn=3)
    re = table.monster(0, RE)
    table.hand(0, IFB)
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", IFB)
    s.pick("target", re)
    while duel.request.player == 0:
        s.pick("pass", player=0, request="chain")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Battle Ox", player=1)
    _pass_all(duel, s)
    assert duel.players[1].lp == 8000 and grave(duel, 0) == [IFB]
    assert sorted(grave(duel, 1)) == ["Battle Ox", "Magic Jammer"]
    s.pick("battle")
    _pass_all(duel, s)
    assert not s.has("attack", re)
