"""The Unfriendly Amazon (65475294): in each of its controller's Standby Phases they Tribute 1
other monster they control, or it is destroyed.

Sources: the card's texts in our words -- the 2005 print (Labyrinth of Nightmare, LON-031: in
each of your Standby Phases offer 1 monster other than this card as a Tribute; otherwise
it is destroyed) and today's do the same (no ERAS entry); yugioh-wiki.net 《味方殺しの女騎士》 (a
maintenance cost of its own Standby Phases, text that is no effect: Skill Drain does not stop it;
not Tributing, it is destroyed -- the page's older note that the Tribute was forced while another
monster is there is struck out, so its controller may decline). No chain link is made; a
face-down one has none (its text applies while it is face-up). The Unfriendly Amazon is no
"Amazoness" card (Amazoness Paladin's test)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

UA = "The Unfriendly Amazon"


def _standby(others=("Battle Ox",), turn=3, position="attack", skill_drain=False, rules="GOAT"):
    table = Table(rules=rules, turn=turn, turn_player=(turn + 1) % 2, phase="draw")
    if skill_drain:
        table.spell_trap(1, "Skill Drain", face_down=False)
    table.monster(0, UA, position=position)
    for name in others:
        table.monster(0, name)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel)


def test_the_unfriendly_amazon_tributes_to_stay():
    """Q: my Standby Phase comes with The Unfriendly Amazon and Battle Ox face-up. A: I Tribute the
    Battle Ox (no chain link) and the Amazon stays; both rule sets."""
    for rules in ("GOAT", "MR5"):
        duel, s = _standby(rules=rules)
        s.pick("select", "Battle Ox", player=0, request="select")
        assert duel.phase == "main1", rules
        assert field_monsters(duel, 0) == [UA] and grave(duel, 0) == ["Battle Ox"], rules
        assert of_type(duel, "chain") == [], rules


def test_the_unfriendly_amazon_declined_is_destroyed():
    """Q: I choose no monster to Tribute. A: The Unfriendly Amazon is destroyed; the Battle Ox
    stays."""
    duel, s = _standby()
    s.pick("done", player=0, request="select")
    assert field_monsters(duel, 0) == ["Battle Ox"] and grave(duel, 0) == [UA]


def test_the_unfriendly_amazon_alone_is_destroyed():
    """Q: it is my only monster as my Standby Phase comes. A: nothing can be Tributed: it is
    destroyed, no question asked."""
    duel, s = _standby(others=())
    assert duel.phase == "main1" and grave(duel, 0) == [UA]


def test_the_unfriendly_amazon_only_face_up_and_in_my_standby_phase():
    """Q: (a) it is Set as my turn begins; (b) my opponent's turn begins while it is face-up. A:
    nothing is due either time: no question, both monsters stay."""
    duel, s = _standby(position="set")
    assert duel.request.kind == "idle" and grave(duel, 0) == []
    duel, s = _standby(turn=4)
    assert duel.request.kind == "idle" and duel.request.player == 1 and grave(duel, 0) == []


def test_the_unfriendly_amazon_under_skill_drain():
    """Q: my opponent has Skill Drain face-up as my Standby Phase comes. A: the maintenance is no
    effect: still due; declined, the Amazon is destroyed."""
    duel, s = _standby(skill_drain=True)
    s.pick("done", player=0, request="select")
    assert grave(duel, 0) == [UA] and field_monsters(duel, 0) == ["Battle Ox"]
